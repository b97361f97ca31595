import type { Tx } from './connect';
import { appUsers, userActivity } from './schema';

const DAY_MS = 86_400_000;

/**
 * Demo app users (view 7) and what they did (view 12). Some share a phone or e-mail with the
 * seeded contacts of Madrid, so those contacts show as app users: Lucía by phone, Javier by e-mail
 * (in another case), Elena by both; Marta's app account has neither, so her contact is not flagged.
 */
export async function seedAppUsers(tx: Tx, now = new Date()): Promise<void> {
  const people: [username: string, first: string, last: string, email: string, phone: string, type: string, experience: string, consent: boolean][] = [
    ['lucia.fdz', 'Lucía', 'Fernández', 'lucia.app@example.com', '+34 611 200 301', 'player', 'advanced', true],
    ['javi_ruiz', 'Javier', 'Ruiz', 'JAVIER@example.com', '+34 699 300 302', 'player', 'intermediate', true],
    ['marta.s', 'Marta', 'Sánchez', 'marta.s@example.com', '+34 699 300 303', 'player', 'amateur', true],
    ['nico.app', 'Nico', 'Vidal', 'nico@example.com', '+34 699 000 999', 'player', 'rookie', false],
    ['elena.coach', 'Elena', 'Torres', 'elena@example.com', '+34 611 200 305', 'coach', 'pro', true],
    ['mateo.gil', 'Mateo', 'Gil', 'mateo@example.com', '+34 699 300 311', 'player', 'rookie', false],
    ['irene.v', 'Irene', 'Vidal', 'irene@example.com', '+34 699 300 312', 'player', 'amateur', true],
    ['hugo_p', 'Hugo', 'Prieto', 'hugo@example.com', '+34 699 300 313', 'parent', 'rookie', false],
    ['carmen.r', 'Carmen', 'Rubio', 'carmen@example.com', '+34 699 300 314', 'player', 'intermediate', true],
    ['alex.ny', 'Alex', 'Johnson', 'alex@example.com', '+1 718 555 0140', 'player', 'advanced', true],
    ['maya.b', 'Maya', 'Brooks', 'maya@example.com', '+1 718 555 0141', 'fan', 'rookie', true],
    ['noah.k', 'Noah', 'Kim', 'noah@example.com', '+1 718 555 0142', 'player', 'intermediate', false],
    ['ines.costa', 'Inês', 'Costa', 'ines@example.com', '+351 912 000 010', 'player', 'amateur', true],
    ['tiago.m', 'Tiago', 'Martins', 'tiago@example.com', '+351 912 000 011', 'coach', 'pro', true],
    ['sara.l', 'Sara', 'López', 'sara@example.com', '+34 699 300 315', 'player', 'rookie', true],
    ['old.account', 'Rafa', 'Molina', 'rafa@example.com', '+34 699 300 316', 'player', 'amateur', false],
  ];
  const rows = await tx
    .insert(appUsers)
    .values(
      people.map(([username, first_name, last_name, email, phone, type, experience, consent], i) => {
        const created = new Date(now.getTime() - (120 - i * 7) * DAY_MS);
        return {
          username,
          first_name,
          last_name,
          email,
          phone,
          type,
          experience,
          consent,
          consent_at: consent ? new Date(created.getTime() + 60_000) : null,
          created_at: created,
          last_login: i === people.length - 1 ? null : new Date(now.getTime() - (i % 5) * DAY_MS - i * 3_600_000),
          country: phone.startsWith('+1') ? 'United States' : phone.startsWith('+351') ? 'Portugal' : 'Spain',
          status: username === 'old.account' ? 'I' : 'A',
        };
      }),
    )
    .returning({ id: appUsers.id, username: appUsers.username });

  // Stored in English; the console reads these texts in its language (options.activityText in domain/i18n).
  const actions = [
    ['login', 'Signed in from the iPhone app'],
    ['video_view', 'Watched the recording of Pista Central'],
    ['booking', 'Booked Pista 2 for 90 minutes'],
    ['purchase', 'Bought the premium video of a match'],
    ['profile_update', 'Changed the profile photo'],
    ['login', 'Signed in from the Android app'],
    ['video_view', 'Watched a goal highlight'],
    ['booking', 'Booked Court 1 for 60 minutes'],
  ] as const;
  const activity = Array.from({ length: 40 }, (_, k) => {
    const user = rows[(k * 7) % (rows.length - 1)]!;
    const [action, description] = actions[k % actions.length]!;
    return { app_user_id: user.id, action, description, created_at: new Date(now.getTime() - k * 9 * 3_600_000) };
  });
  await tx.insert(userActivity).values(activity);
}
