/**
 * Words of the demo updates (posts), their comments and the chats: templates with `{placeholders}` so
 * every horse gets its own news. Post comments are short sanitised HTML paragraphs.
 */

/** The post types that carry files (and the text-only one) for stable news. */
export type NewsType = 'text' | 'photo' | 'video' | 'audio' | 'file' | 'media';

export const NEWS_TEMPLATES: Readonly<Record<NewsType, readonly string[]>> = {
  text: [
    '<p>Quick update on {horse}: {they} cantered twice this week and did a nice piece of work with two of the yard’s better handicappers on Saturday. {trainer} is very happy with {them}.</p><p>{They} will have one more week of steady work before we look at entries.</p>',
    '<p>{horse} had {their} routine blood test and scope on Monday and everything came back clean. The vet is happy, so we can step up {their} work from next week.</p>',
    '<p>Good news on {horse}: the small heat in {their} near-fore last week turned out to be nothing more than a bruised sole. {They} missed two days of work and is back cantering.</p><p>The farrier has fitted a protective shoe and we do not expect it to hold {them} up.</p>',
    '<p>{horse} schooled over four hurdles and two fences this morning and was foot-perfect. {trainer}: “That’s the best {they} has jumped; {they} is getting braver every time.”</p>',
    '<p>Ground report from the yard: after the rain this week the gallops are riding soft, which is exactly what {horse} wants. We will be looking for a race in the next fortnight.</p>',
    '<p>{horse} is enjoying a short break in the field after a busy spell. {They} will be back in full work at the end of the month, freshened up for the winter.</p>',
  ],
  photo: [
    '<p>A few pictures from this morning on the gallops. {horse} worked upsides a stable companion and pulled up with plenty left.</p>',
    '<p>{horse} looking a picture in the stable yard after {their} morning exercise. {They} has really thickened out over the summer.</p>',
    '<p>Photos from the members’ stable visit on Sunday — thank you to everyone who came, and to {trainer} and the team for the tour and the tea.</p>',
    '<p>{horse} enjoying a pick of grass after schooling. The coat is gleaming, which is always a good sign at this time of year.</p>',
  ],
  video: [
    '<p>Watch {horse} work over seven furlongs this morning with {jockey} on board. {trainer} was delighted with the way {they} quickened up the hill.</p>',
    '<p>Video of {horse}’s schooling session: four flights of hurdles, nice and fluent. Turn the sound up to hear {trainer}’s verdict at the end!</p>',
  ],
  audio: [
    '<p>Voice note from {trainer} after this morning’s work: how {horse} is going and where we might run {them} next.</p>',
    '<p>{jockey} sat on {horse} this morning and sent us a quick voice message with {their} thoughts. Have a listen.</p>',
  ],
  file: [
    '<p>The quarterly syndicate report is attached: training updates for every horse, the race plan for the next three months, and the accounts for the quarter.</p>',
    '<p>Attached is the owners’ race-day guide: parking, owners’ badges, where to meet the team and what to wear in the parade ring.</p>',
  ],
  media: [
    '<p>Highlights of the stable open day: photos of every horse and a short video of {horse} on the gallops. Thanks again to everyone who came along.</p>',
    '<p>A bumper update on {horse} with photos and video from this week’s work. {trainer} thinks {they} is as well as {they} has ever been.</p>',
  ],
};

/** Titles of the PDF documents behind file posts. */
export const FILE_TITLES = ['Quarterly syndicate report', 'Owners’ race-day guide'] as const;

/** Captions of post photos, by scene. */
export const PHOTO_CAPTIONS: Readonly<Record<string, string>> = {
  gallops: 'Morning work on the gallops',
  racecourse: 'Going to post',
  stable: 'Home in the yard',
  winner: 'In the winner’s enclosure',
  schooling: 'Schooling session',
  evening: 'Evening canter',
};

/** Member comments under ordinary news. */
export const NEWS_COMMENTS = [
  '<p>Great to hear, thanks for the update!</p>',
  '<p>He looks fantastic in those photos. Can’t wait to see him run.</p>',
  '<p>Brilliant news. Any idea which meeting we are aiming at?</p>',
  '<p>Thanks to all the team in the yard, you can see how well they are minded.</p>',
  '<p>Delighted with that. Fingers crossed for the winter!</p>',
  '<p>Lovely video. Is there a stable visit planned before Christmas?</p>',
  '<p>Really enjoying these updates, keep them coming. 👏</p>',
];

/** Member comments under race entries and results, by outcome. */
export const RACE_COMMENTS = {
  entry: [
    '<p>Booked the day off already! See you all there.</p>',
    '<p>Will the owners’ badges be in the usual place at the entrance?</p>',
    '<p>Great race for him. Come on!</p>',
  ],
  won: [
    '<p>WHAT A RUN! 🏆 Absolutely buzzing, well done everyone.</p>',
    '<p>Brilliant ride from the jockey. Drinks are on the syndicate manager!</p>',
    '<p>Couldn’t have gone better. That was worth the wait.</p>',
  ],
  placed: [
    '<p>Ran a cracker, just found one too good. Plenty to look forward to.</p>',
    '<p>Really pleased with that, he’s on the way up.</p>',
  ],
  beaten: [
    '<p>Not his day, but he came home safe and that’s what matters.</p>',
    '<p>Hopefully the ground was the excuse. Onwards!</p>',
  ],
  nonFinisher: [
    '<p>Glad to hear he’s OK after that. Safe home is all that matters.</p>',
    '<p>Unlucky — he was going so well until then.</p>',
  ],
} as const;

/** Messages in a syndicate's group chat: [author kind, body]. */
export const GROUP_CHAT: ReadonlyArray<readonly ['manager' | 'staff' | 'member', string]> = [
  [
    'manager',
    'Welcome to the group chat everyone! This is the place for quick news and race-day arrangements.',
  ],
  ['member', 'Thanks Fergal. Is anyone driving down from Dublin for the next runner? Happy to share a lift.'],
  ['member', 'I’ll be there, can take two in the car from the Red Cow.'],
  ['staff', 'All horses sound and well after this morning’s work. Photos on the updates page.'],
  ['member', 'Those photos are class. He looks a different horse from last year.'],
  ['manager', 'Reminder: owners’ badges are collected at the owners and trainers entrance with photo ID.'],
  ['member', 'Do we know the colours of the new silks yet?'],
  ['manager', 'Same as always — the syndicate colours. New caps arrive next week!'],
];

/** A member's private conversation with the racing manager: [from manager?, body]. */
export const MANAGER_CHAT: ReadonlyArray<readonly [boolean, string]> = [
  [false, 'Hi, quick question: can I bring two guests to the next race day?'],
  [
    true,
    'Of course. Each member gets two owners’ badges per runner; I’ll put your guests on the list. Just send me their names.',
  ],
  [false, 'Brilliant, thank you. Niamh and Eoin.'],
  [true, 'Done. See you there! Meet us by the parade ring 40 minutes before the race.'],
  [
    true,
    'Also: the quarterly report is up on the updates page if you want a read before the syndicate meeting.',
  ],
];
