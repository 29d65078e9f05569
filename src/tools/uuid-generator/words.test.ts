import { describe, expect, it } from 'vitest';
import { expectToolError } from '../../../tests/unit/tool-errors';
import { inspectUuid, NAMESPACES, uuidsV5, uuidV5 } from './core';
import './words';

describe("the UUID generator's words", () => {
  it('says what a UUID looks like', () => {
    expectToolError(
      () => inspectUuid('886313e1-3b8a-5372-9b90'),
      'Invalid UUID',
      'A UUID has 32 hexadecimal digits, as 8-4-4-4-12 groups or without hyphens.',
    );
  });

  it('asks for a name and a valid namespace', async () => {
    await expect(uuidsV5(NAMESPACES.DNS, '')).rejects.toMatchObject({
      title: 'Please enter a name',
      description: 'Version 5 UUIDs are made from a namespace and a name.',
    });
    await expect(uuidV5('not a uuid', 'x')).rejects.toMatchObject({ title: 'Invalid namespace' });
  });
});
