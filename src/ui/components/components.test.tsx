// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { toastMock } = vi.hoisted(() => ({
  toastMock: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('react-toastify', () => ({ toast: toastMock }));

import { COPIED_MS, CopyButton } from './CopyButton';
import { COPY_LIMIT_CHARS } from '../../core/shared/text-result';
import { FileDrop, FileDropTarget, OpenFileButton } from './FileDrop';
import { OutputPane } from './OutputPane';
import { ProgressBar } from './ProgressBar';
import { SliderInput, clampToRange } from './SliderInput';

/** The plain text of a toast's message element. */
const toastText = (fn: ReturnType<typeof vi.fn>) => {
  const { container } = render(<>{fn.mock.calls[0][0]}</>);
  return container.textContent;
};

afterEach(cleanup);

/** Clicks, then lets the click's async handler (a clipboard write) settle inside act. */
async function clickSettled(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
    await Promise.resolve();
  });
}

describe('CopyButton', () => {
  let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
  beforeEach(() => {
    vi.useFakeTimers();
    writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
  });
  afterEach(() => vi.useRealTimers());

  it("copies, says 'Copied' for 2 s, then returns to its label", async () => {
    render(<CopyButton text="hello" successMessage="Copied to clipboard" />);
    await clickSettled(screen.getByRole('button'));
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(screen.getByRole('button').textContent).toBe('Copied');
    expect(toastText(toastMock.success)).toBe('Copied to clipboard');
    act(() => {
      vi.advanceTimersByTime(COPIED_MS - 1);
    });
    expect(screen.getAllByRole('button')[0].textContent).toBe('Copied');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getAllByRole('button')[0].textContent).toBe('Copy');
  });

  it('is disabled while there is nothing to copy, and enabled for a text, a Blob or a function', () => {
    const { rerender } = render(<CopyButton text="" />);
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBe('true');
    rerender(<CopyButton text={new Blob([])} />);
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBe('true');
    for (const text of ['x', new Blob(['x']), () => Promise.resolve(new Blob(['x']))]) {
      rerender(<CopyButton text={text} />);
      expect(screen.getByRole('button').getAttribute('aria-disabled')).toBeNull();
    }
  });

  it("says 'Nothing to copy' when there is no output", async () => {
    render(<CopyButton text="" />);
    await clickSettled(screen.getByRole('button'));
    expect(writeText).not.toHaveBeenCalled();
    expect(toastText(toastMock.error)).toBe('Nothing to copy');
  });

  describe('with a Blob (a long output)', () => {
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Blob>) {}
    }
    beforeEach(() => vi.stubGlobal('ClipboardItem', FakeClipboardItem));
    afterEach(() => vi.unstubAllGlobals());

    it('copies it as a text/plain clipboard item, never as a string', async () => {
      const write = vi.fn().mockResolvedValue(undefined);
      Object.assign(navigator.clipboard, { write });
      render(<CopyButton text={new Blob(['long text'])} successMessage="Copied to clipboard" />);
      await clickSettled(screen.getByRole('button'));
      const [[[item]]] = write.mock.calls as [[[FakeClipboardItem]]];
      expect(Object.keys(item.items)).toEqual(['text/plain']);
      expect(item.items['text/plain'].type).toBe('text/plain');
      expect(await item.items['text/plain'].text()).toBe('long text');
      expect(writeText).not.toHaveBeenCalled();
      expect(screen.getByRole('button').textContent).toBe('Copied');
    });

    it('falls back to copying its text where clipboard items are refused', async () => {
      Object.assign(navigator.clipboard, { write: vi.fn().mockRejectedValue(new Error('refused')) });
      render(<CopyButton text={new Blob(['Zm9v'], { type: 'text/plain' })} />);
      await clickSettled(screen.getByRole('button'));
      expect(writeText).toHaveBeenCalledWith('Zm9v');
    });

    it('with a function, copies the Blob it makes as a text/plain clipboard item', async () => {
      const write = vi.fn().mockResolvedValue(undefined);
      Object.assign(navigator.clipboard, { write });
      const make = vi.fn(() => Promise.resolve(new Blob(['made on demand'], { type: 'text/x-diff' })));
      render(<CopyButton text={make} />);
      expect(make).not.toHaveBeenCalled();
      await clickSettled(screen.getByRole('button'));
      const [[[item]]] = write.mock.calls as [[[{ items: Record<string, Promise<Blob>> }]]];
      const blob = await item.items['text/plain'];
      expect(blob.type).toBe('text/plain');
      expect(await blob.text()).toBe('made on demand');
      expect(make).toHaveBeenCalledTimes(1);
    });

    it('with a function, falls back to copying its text where clipboard items are refused', async () => {
      Object.assign(navigator.clipboard, { write: vi.fn().mockRejectedValue(new Error('refused')) });
      render(<CopyButton text={() => Promise.resolve(new Blob(['later']))} />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button'));
        await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('later'));
      });
    });

    it("says 'Nothing to copy' for an empty Blob", async () => {
      toastMock.error.mockClear();
      const write = vi.fn();
      Object.assign(navigator.clipboard, { write });
      render(<CopyButton text={new Blob([])} />);
      await clickSettled(screen.getByRole('button'));
      expect(toastMock.error).toHaveBeenCalledTimes(1);
      expect(toastText(toastMock.error)).toBe('Nothing to copy');
      expect(write).not.toHaveBeenCalled();
    });
  });
});

describe('SliderInput', () => {
  it('clamps typed values to the range and treats blank as the blank value', () => {
    const onChange = vi.fn<(value: number) => void>();
    render(<SliderInput label="Red" value={10} min={0} max={255} onChange={onChange} blankValue={0} />);
    const box = screen.getByRole('spinbutton', { name: 'Red value' });
    fireEvent.change(box, { target: { value: '999' } });
    fireEvent.change(box, { target: { value: '-4' } });
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Red' }), { target: { value: '77' } });
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([255, 0, 0, 77]);
  });

  it('clampToRange handles NaN', () => {
    expect(clampToRange(Number.NaN, 4, 64)).toBe(4);
    expect(clampToRange(100, 4, 64)).toBe(64);
  });
});

describe('FileDrop', () => {
  it('delivers dropped files and opens the picker from the keyboard', () => {
    const onFiles = vi.fn();
    render(<FileDrop onFiles={onFiles} label="Choose a file" />);
    const zone = screen.getByRole('button', { name: 'Choose a file' });
    const file = new File(['abc'], 'a.txt', { type: 'text/plain' });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);

    const input = screen.getByTestId<HTMLInputElement>('file-input');
    const click = vi.spyOn(input, 'click');
    fireEvent.keyDown(zone, { key: 'Enter' });
    expect(click).toHaveBeenCalled();
  });

  it('shrinks to a chip once loaded: a File by its name and size, several by their count; Clear file unloads', () => {
    const onClear = vi.fn();
    const photo = new File(['x'.repeat(2048)], 'photo.jpg');
    const { rerender } = render(<FileDrop onFiles={vi.fn()} label="Choose" loaded={[photo]} onClear={onClear} />);
    expect(screen.queryByRole('button', { name: 'Choose' })).toBeNull();
    expect(screen.getByTestId('file-chip').textContent).toContain('photo.jpg · 2.0 KB');
    fireEvent.click(screen.getByRole('button', { name: 'Clear file' }));
    expect(onClear).toHaveBeenCalledTimes(1);

    rerender(<FileDrop onFiles={vi.fn()} label="Choose" loaded={[photo, photo]} onClear={onClear} />);
    expect(screen.getByTestId('file-chip').textContent).toContain('2 files · 4.0 KB');
    expect(screen.getByRole('button', { name: 'Clear files' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Change files/ })).toBeTruthy();

    rerender(<FileDrop onFiles={vi.fn()} label="Choose" loaded={[]} onClear={onClear} />);
    expect(screen.getByRole('button', { name: 'Choose' })).toBeTruthy();
  });
});

describe('FileDropTarget and OpenFileButton', () => {
  it('take a dropped file before what they wrap sees it, show the drop while dragging, and leave dragged text alone', () => {
    const onFiles = vi.fn();
    const innerDrop = vi.fn();
    render(
      <FileDropTarget onFiles={onFiles} label="Drop a .json file to open it">
        <textarea aria-label="Editor" onDrop={innerDrop} />
      </FileDropTarget>,
    );
    const editor = screen.getByLabelText('Editor');
    const file = new File(['{}'], 'a.json', { type: 'application/json' });
    fireEvent.dragOver(editor, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(screen.getByTestId('drop-overlay').textContent).toContain('Drop a .json file to open it');
    fireEvent.drop(editor, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(innerDrop).not.toHaveBeenCalled();
    expect(screen.queryByTestId('drop-overlay')).toBeNull();

    fireEvent.drop(editor, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(innerDrop).toHaveBeenCalledTimes(1);
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it('opens the picker, which hands on the chosen file', () => {
    const onFiles = vi.fn();
    render(<OpenFileButton onFiles={onFiles} label="Open file" accept=".json" />);
    const input = screen.getByTestId<HTMLInputElement>('file-input');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Open file' }));
    expect(click).toHaveBeenCalled();
    expect(input.accept).toBe('.json');
    const file = new File(['{}'], 'a.json');
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
  });
});

describe('ProgressBar', () => {
  it('shows percentage, size and MB/s, and cancels', () => {
    const onCancel = vi.fn();
    render(<ProgressBar fraction={0.5} bytesDone={10 * 1024 * 1024} elapsedSeconds={2} onCancel={onCancel} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.queryByText('Progress: 50% · 10.0 MB')).not.toBeNull();
    expect(screen.queryByText('5.0 MB/s')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('OutputPane', () => {
  const longResult = (length: number) => ({ blob: new Blob(['x']), length, preview: 'x' });

  it('offers Copy of a long result up to the limit, and past it says the limit and offers Download', () => {
    render(<OutputPane label="Formatted JSON" value={longResult(COPY_LIMIT_CHARS)} fileName="formatted.json" />);
    expect(screen.queryByRole('button', { name: 'Copy formatted json' })).not.toBeNull();
    expect(screen.queryByText(/Copy and Download take the whole output\./)).not.toBeNull();
    cleanup();
    render(<OutputPane label="Formatted JSON" value={longResult(COPY_LIMIT_CHARS + 1)} fileName="formatted.json" />);
    expect(screen.queryByRole('button', { name: 'Copy formatted json' })).toBeNull();
    expect(
      screen.queryByText(/Copy is available up to 268,435,456 characters; Download has the whole output\./),
    ).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeNull();
  });
});
