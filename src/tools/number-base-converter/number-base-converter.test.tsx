// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { TOOLS } from '../../core/site/tools';
import ToolPage from '../../ui/pages/ToolPage';
import { toolsAtom } from '../../ui/state/catalogue';

afterEach(cleanup);

describe('number base converter page', () => {
  it("shows 'Tool not found' when its catalogue record is missing", () => {
    const store = createStore();
    store.set(
      toolsAtom,
      TOOLS.filter((t) => t.id !== 'number-base-converter'),
    );
    render(
      <Provider store={store}>
        <ToolPage id="number-base-converter" />
      </Provider>,
    );
    expect(screen.queryByText('Tool not found')).not.toBeNull();
    expect(screen.queryByLabelText('From base')).toBeNull();
  });
});
