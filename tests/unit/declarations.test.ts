import { describe, expect, it } from 'vitest';
import { RESOURCE_NAMES } from '../../domain/resources/manifest';
import { getResource, refsOf } from '../../domain/resources/registry';
import { loadDeclaration } from '../../src/features/resources/declarations';

describe('loadDeclaration (a list page loads its declaration and its references, not the registry)', () => {
  it.each(RESOURCE_NAMES)('%s: the declared resource and, by reference field, the resources it points at', async (name) => {
    const { def, refs } = await loadDeclaration(name);
    expect(def).toBe(getResource(name));
    expect(refs).toEqual(refsOf(def));
  });

  it('a filter of a reference field never points at a facility (the list filters facilities by the facility picker)', () => {
    for (const name of RESOURCE_NAMES) {
      const def = getResource(name);
      for (const field of def.filters) expect(def.refs[field], `${name}.${field}`).not.toBe('facilities');
    }
  });
});
