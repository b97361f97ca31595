import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formResourceAt, type ResourceName } from '../../../domain/resources/manifest';
import { getResource } from '../../../domain/resources/registry';
import { ResourceFormPage, type FormOptions } from './resource-form-page';

/**
 * A form path shared by two resources (SPEC §2.3): `/views/contact/form/:isContact/:id?` holds a
 * contact (1) or a contact category (0); `/views/sport/form/:id?` a sport, or a ranking group with
 * `?type=ranking-group` (each as its manifest entry says, domain/resources/manifest.ts). The page
 * shows the chosen resource's own title, and what `options` adds to that resource's form (a contact's history).
 */
export function sharedFormScreen(resources: readonly ResourceName[], options: Partial<Record<ResourceName, FormOptions>> = {}): ComponentType<{ title: string }> {
  const Screen = () => {
    const params = useParams();
    const [search] = useSearchParams();
    const def = getResource(formResourceAt(resources, params, search));
    const own = options[def.name as ResourceName];
    return <ResourceFormPage key={def.name} def={def} title={def.title} {...(own ? { options: own } : {})} />;
  };
  Screen.displayName = 'SharedResourceForm';
  return Screen;
}
