import type { TextEditorProps } from '../../src/ui/components/TextEditor';

/**
 * TextEditor for component tests in jsdom, which cannot lay out CodeMirror: a labelled textarea with the same
 * props. Use with `vi.mock('<path>/components/TextEditor', () => import('<path>/tests/unit/text-editor-stub'))`.
 */
export function TextEditor({ label, value, onChange, placeholder, error, disabled }: TextEditorProps) {
  return (
    <label>
      {label}
      <textarea
        value={value}
        readOnly={!onChange}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
      />
    </label>
  );
}
