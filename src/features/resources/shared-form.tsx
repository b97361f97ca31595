import type { ComponentType } from 'react';
import { useParams, useSearchParams, type Params } from 'react-router';
import type { ResourceName } from '../../../domain/resources/names';
import { getResource } from '../../../domain/resources/registry';
import { ResourceFormPage } from './resource-form-page';

/**
 * A form path shared by two resources (SPEC §2.3): `/views/contact/form/:isContact/:id?` holds a
 * contact (1) or a contact category (0); `/views/sport/form/:id?` a sport, or a ranking group with
 * `?type=ranking-group`. `choose` reads the path and query and names the resource; the page shows
 * that resource's own title.
 */
export function sharedFormScreen(choose: (params: Readonly<Params>, search: URLSearchParams) => ResourceName): ComponentType<{ title: string }> {
  const Screen = () => {
    const params = useParams();
    const [search] = useSearchParams();
    const def = getResource(choose(params, search));
    return <ResourceFormPage key={def.name} def={def} title={def.title} />;
  };
  Screen.displayName = 'SharedResourceForm';
  return Screen;
}

export const contactFormScreen = sharedFormScreen((params) => (params.isContact === '0' ? 'contact-categories' : 'contacts'));
export const sportFormScreen = sharedFormScreen((_, search) => (search.get('type') === 'ranking-group' ? 'ranking-groups' : 'sports'));
