/**
 * Site-wide editorial content: FAQs per place, SEO metadata per route, contact-form reasons, the
 * reasons offered when deleting an account, and the about-us / promo video titles.
 */

/** Where FAQs show: the home page accordion, the FAQ page, and the racing-club marketing page. */
export const FAQ_PLACES = {
  home: 'home',
  faq: 'faq',
  racingClub: 'racing-club',
} as const;
export type FaqPlace = (typeof FAQ_PLACES)[keyof typeof FAQ_PLACES];

export interface FaqSeed {
  place: FaqPlace;
  question: string;
  answer: string;
  published?: boolean;
}

const Q = (place: FaqPlace, question: string, answer: string, published = true): FaqSeed => ({
  place,
  question,
  answer,
  published,
});

export const FAQS: readonly FaqSeed[] = [
  Q(
    'home',
    'What is a racing syndicate?',
    '<p>A group of people who share the cost and the fun of owning a racehorse. The syndicate owns the horse, a licensed trainer prepares it, and a racing manager keeps every member up to date.</p>',
  ),
  Q(
    'home',
    'How much does a share cost?',
    '<p>From €450 a season in our racing clubs, and usually between €1,250 and €2,950 for a Stride syndicate share, with training costs included for the period stated on the syndicate page.</p>',
  ),
  Q(
    'home',
    'Do I need to know about horses?',
    '<p>Not at all. Most of our members are first-time owners. Your racing manager explains everything, and the trainer is always happy to answer questions on stable visits.</p>',
  ),
  Q(
    'home',
    'Can I go racing when my horse runs?',
    '<p>Yes. Every member receives owners’ badges when the horse runs, with access to the parade ring and the owners’ and trainers’ bar.</p>',
  ),
  Q(
    'faq',
    'What does my share include?',
    '<p>Training fees, vet and farrier bills, insurance and entry fees for the period stated, your share of prize money and sale proceeds, owners’ badges, stable visits and all updates in the app.</p>',
  ),
  Q(
    'faq',
    'Are there any extra costs?',
    '<p>Not during the period your share covers. If the syndicate continues after that period, members decide together whether to renew, and the cost is agreed in advance.</p>',
  ),
  Q(
    'faq',
    'How do I follow my horse?',
    '<p>Sign in to the members’ area or the Stride app: photos, videos, voice notes, entries, declarations and results are published as soon as we have them, and you can switch on notifications for each kind of update.</p>',
  ),
  Q(
    'faq',
    'What happens to prize money?',
    '<p>Prize money is paid to the syndicate account and distributed to members in proportion to their shares at the end of each season, after the costs set out in the syndicate agreement.</p>',
  ),
  Q(
    'faq',
    'Can I sell my share?',
    '<p>Yes, with the syndicate manager’s agreement you can transfer your share to someone else. We can help you find a buyer from our waiting list.</p>',
  ),
  Q(
    'faq',
    'What happens when a horse retires?',
    '<p>We find every retired horse a good home — as a riding horse, a broodmare or a companion — or sell it on, and any proceeds are shared between members.</p>',
  ),
  Q(
    'faq',
    'How do I delete my account?',
    '<p>Go to Settings, then Delete account. Your account is deleted within 24 hours.</p>',
  ),
  Q(
    'faq',
    'Is owning a racehorse an investment?',
    '<p>No. Racing is a sport and most horses do not earn back what they cost. Please buy a share for the enjoyment and only spend what you can afford.</p>',
  ),
  Q(
    'faq',
    'Can I buy a share as a gift?',
    '<p>Yes — contact us and we will send a gift certificate and the syndicate agreement in the recipient’s name.</p>',
    false,
  ),
  Q(
    'racing-club',
    'Can my existing club use Stride?',
    '<p>Yes. Your club gets its own members’ area in its colours and font, with updates, entries, results and chats, while you keep running the club your way.</p>',
  ),
  Q(
    'racing-club',
    'How long does it take to set up?',
    '<p>Usually less than a week: we import your members and horses and show your team how to post updates.</p>',
  ),
  Q(
    'racing-club',
    'Do our members need a new login?',
    '<p>They register once with their e-mail address and can use the same account for every club and syndicate they belong to.</p>',
  ),
];

export interface MetadataSeed {
  path: string;
  title: string;
  metaDescription: string;
  openGraphTitle: string;
  openGraphDescription: string;
  metaKeywords: string;
}

const KEYWORDS = 'racehorse syndicate, horse racing Ireland, racehorse shares, racing club, Stride';

const M = (path: string, title: string, description: string, keywords = KEYWORDS): MetadataSeed => ({
  path,
  title: `${title} | Stride`,
  metaDescription: description,
  openGraphTitle: title,
  openGraphDescription: description,
  metaKeywords: keywords,
});

export const METADATA: readonly MetadataSeed[] = [
  M(
    '/',
    'Own a racehorse with friends',
    'Shares in Irish racehorses on the flat and over jumps with leading trainers. Follow every gallop from your phone and go racing as an owner.',
  ),
  M(
    '/about-us/',
    'About us',
    'Stride makes racehorse ownership simple, affordable and fun — meet the team behind our syndicates.',
  ),
  M(
    '/terms-and-conditions/',
    'Terms and conditions',
    'The terms for using Stride and buying shares in our racing syndicates.',
  ),
  M(
    '/privacy-policy/',
    'Privacy policy',
    'How Stride collects, uses and protects your personal data, and how we use cookies.',
  ),
  M(
    '/contact-us/',
    'Contact us',
    'Questions about syndicates, shares or your account? Contact the Stride team by e-mail, phone or the contact form.',
  ),
  M(
    '/faq/',
    'Frequently asked questions',
    'Answers to the most common questions about racehorse syndicates, shares, costs and prize money.',
  ),
  M(
    '/stride-horse-racing-syndicates/',
    'Horse racing syndicates',
    'What a Stride syndicate is, what your share includes, and how to choose between flat and National Hunt.',
  ),
  M(
    '/buy-shares-in-racehorse/',
    'Buy shares in a racehorse',
    'How to buy a share in a racehorse with Stride, what it costs and what is included.',
    `buy racehorse share, ${KEYWORDS}`,
  ),
  M(
    '/fractional-ownership-in-racehorse-explained/',
    'Fractional ownership explained',
    'Syndicates, partnerships and racing clubs compared: who owns what, who pays for what, and what happens at the end.',
  ),
  M(
    '/racing-club-and-syndicate-management/',
    'Racing club and syndicate management',
    'Run your racing club or syndicate on Stride: updates, entries, results, chats and notifications for every member.',
  ),
  M(
    '/syndicates/',
    'Our syndicates',
    'Browse Stride syndicates: horses, trainers, number of shares and price per share.',
  ),
  M(
    '/horses/',
    'Our horses',
    'Meet the Stride horses: pedigrees, form, prize money and their trainers’ thoughts.',
  ),
  M(
    '/entries-and-declarations/',
    'Entries and declarations',
    'Upcoming race entries, declarations and results of your syndicates’ horses.',
  ),
  M(
    '/updates/',
    'Updates',
    'News from the stables: photos, videos, voice notes and race updates for members.',
  ),
];

export const CONTACT_REASONS = [
  'General enquiry',
  'Buying a share in a syndicate',
  'Racing club membership',
  'Help with my account',
  'Race days and owners’ badges',
  'Media and press',
  'Website or app feedback',
] as const;

export const REMOVED_USER_REASONS = [
  'I no longer own a share in a syndicate',
  'I receive too many notifications',
  'I have another account',
  'I am worried about my privacy',
  'The app does not do what I need',
  'Other',
] as const;

export const PROMO_VIDEO_TITLE = 'A day at the races with Stride';

/** About-us videos: an uploaded clip and two external links. */
export const ABOUT_US_VIDEOS = [
  { title: 'Meet the Stride team', uploaded: true, url: null },
  {
    title: 'A morning at the yard with Declan Moran',
    uploaded: false,
    url: 'https://video.example.com/stride/morning-at-the-yard',
  },
  {
    title: 'What happens on a stable visit',
    uploaded: false,
    url: 'https://video.example.com/stride/stable-visit',
  },
] as const;

/** Newsletter subscribers from the holding page and the home page form. */
export const SUBSCRIBERS = [
  'ailbhe.carroll@example.com',
  'donal.fahy@example.com',
  'kate.morrissey@example.com',
  'owen.prendergast@example.com',
] as const;
