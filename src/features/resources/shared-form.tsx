import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formResourceAt, type ResourceName } from '../../../domain/resources/manifest';
import type { Declared } from './declarations';
import { ResourceFormPage, type FormOptions } from './resource-form-page';

/**
 * A form path shared by two resources (SPEC §2.3): `/views/contact/form/:isContact/:id?` holds a
 * contact (1) or a contact category (0); `/views/sport/form/:id?` a sport, or a ranking group with
 * `?type=ranking-group` (each as its manifest entry says, domain/resources/manifest.ts). The page
 * shows the chosen resource's own title, and what `options` adds to that resource's form (a contact's history).
 * `declared`: each resource's declaration and its references' (./declarations), in the manifest's order.
 */
export function sharedFormScreen(declared: readonly Declared[], options: Partial<Record<ResourceName, FormOptions>> = {}): ComponentType<{ title: string }> {
  const resources = declared.map(({ def }) => def.name as ResourceName);
  const Screen = () => {
    const params = useParams();
    const [search] = useSearchParams();
    const name = formResourceAt(resources, params, search);
    const { def, refs } = declared.find((d) => d.def.name === name)!;
    const own = options[name];
    return <ResourceFormPage key={def.name} def={def} refs={refs} title={def.title} {...(own ? { options: own } : {})} />;
  };
  Screen.displayName = 'SharedResourceForm';
  return Screen;
}
