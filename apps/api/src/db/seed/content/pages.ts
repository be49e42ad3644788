/**
 * Every page of @stride/shared's CONTENT_SLUGS (SPEC §3 static pages plus the home and racing-club
 * content blocks the web app places on those pages): slug, title and sanitised HTML content.
 */
import type { ContentSlug } from '@stride/shared';
import { COMPANY, PRIVACY_POLICY, TERMS_AND_CONDITIONS } from './pages-legal.js';

export interface PageSeed {
  slug: ContentSlug;
  title: string;
  content: string;
}

export const PAGES: readonly PageSeed[] = [
  {
    slug: 'about-us',
    title: 'About us',
    content: `<p>Stride was started in 2016 by a group of friends from Kildare who wanted to own a racehorse and found that it was either far too expensive or far too confusing. We set out to make ownership simple, affordable and, above all, fun.</p>
<p>Today Stride runs syndicates with some of the most respected trainers on the flat and over jumps, in Ireland and in Britain. More than a thousand people have owned a share of a Stride horse, from first-time owners to families, work colleagues and clubs.</p>
<h2>What we believe</h2>
<ul><li><strong>Transparency:</strong> you always know what you pay for — one price per share, with training costs included for the period stated.</li><li><strong>Access:</strong> stable visits, owners’ badges and the parade ring are part of every share, not extras.</li><li><strong>Welfare first:</strong> every horse is insured, cared for by licensed trainers, and retired responsibly at the end of its career.</li></ul>
<h2>The team</h2>
<p>Our racing managers speak to every trainer every week and publish the news to members the same day: photos, videos, race entries, declarations and results, straight to your phone.</p>`,
  },
  { slug: 'terms-and-conditions', title: 'Terms and conditions', content: TERMS_AND_CONDITIONS },
  { slug: 'privacy-policy', title: 'Privacy policy', content: PRIVACY_POLICY },
  {
    slug: 'contact-us',
    title: 'Contact us',
    content: `<p>We would love to hear from you, whether you are thinking about your first share or you have owned horses with us for years.</p>
<ul><li><strong>E-mail:</strong> <a href="mailto:${COMPANY.email}">${COMPANY.email}</a></li><li><strong>Phone:</strong> ${COMPANY.phone} (Monday to Friday, 9am to 5.30pm)</li><li><strong>Post:</strong> ${COMPANY.address}</li></ul>
<p>Use the form below and choose the reason that fits best, so your message goes straight to the right person. We answer within one working day.</p>`,
  },
  {
    slug: 'stride-horse-racing-syndicates',
    title: 'Stride horse racing syndicates',
    content: `<p>A Stride syndicate is a group of people who share the cost and the fun of owning a racehorse. The syndicate owns the horse, a licensed trainer prepares it, and a Stride racing manager looks after everything else: entries, jockeys, paperwork, and keeping you in the loop.</p>
<h2>What your share includes</h2>
<ul><li>Training fees, vet and farrier bills, insurance and entry fees for the period stated on the syndicate page</li><li>Your share of any prize money and of the proceeds when the horse is sold or retires</li><li>Owners’ badges whenever the horse runs, and access to the parade ring</li><li>Stable visits with the trainer twice a year</li><li>Photos, videos, voice notes, race entries and results in the Stride app</li></ul>
<h2>Flat or jumps?</h2>
<p>Flat horses race from spring to autumn over five furlongs to two miles, and start young. National Hunt horses race over hurdles and fences, mostly in winter, and often have longer careers. Many members own a share in one of each so there is racing all year round.</p>
<p><a href="/syndicates/">Browse our syndicates</a> to see the horses, trainers and prices.</p>`,
  },
  {
    slug: 'buy-shares-in-racehorse',
    title: 'Buy shares in a racehorse',
    content: `<p>Buying a share in a racehorse with Stride takes a few minutes, and you do not need to know anything about horses to start.</p>
<h2>How it works</h2>
<ol><li><strong>Choose a syndicate.</strong> Each syndicate page shows the horses, the trainer, the number of shares and the price per share.</li><li><strong>Request information or join.</strong> Press “Request info” and a racing manager will call you back, or pay for your share online straight away.</li><li><strong>Receive your syndicate agreement</strong> and your login to the members’ area.</li><li><strong>Follow your horse</strong> with updates from the yard and go racing with your owners’ badge.</li></ol>
<h2>How much does it cost?</h2>
<p>Shares start from €450 a season in our racing clubs and typically range between €1,250 and €2,950 for a Stride syndicate share, with training costs included for the period stated. There are no monthly bills and no surprises.</p>
<p>Ownership is for fun: please only spend what you can afford. See our <a href="/fractional-ownership-in-racehorse-explained/">guide to fractional ownership</a> for the details.</p>`,
  },
  {
    slug: 'fractional-ownership-in-racehorse-explained',
    title: 'Fractional ownership in a racehorse, explained',
    content: `<p>Fractional ownership means that several people own one racehorse together, each holding a fraction — a share — of it. It is how most people in Ireland and Britain first get into racehorse ownership.</p>
<h2>Syndicate, partnership or club?</h2>
<ul><li><strong>Syndicate:</strong> up to 20 or 30 shares, registered with the racing authorities, with a syndicate manager who signs the agreement with every member. Members share prize money and sale proceeds.</li><li><strong>Partnership:</strong> a handful of owners, often friends, who share the horse directly.</li><li><strong>Racing club:</strong> members pay an annual fee for the experience — updates, badges, visits — but do not own the horse, so there is no prize money and no further cost.</li></ul>
<h2>Who pays for what?</h2>
<p>The purchase price and the costs of keeping the horse in training (about €20,000 to €30,000 a year in Ireland) are divided between the shares. With Stride, the price per share already includes training costs for the period stated, so you know the total up front.</p>
<h2>What happens at the end?</h2>
<p>When a horse’s racing career ends it is sold or retired to a carefully chosen home. Any sale proceeds are divided between the members in proportion to their shares.</p>`,
  },
  {
    slug: 'we-run-together',
    title: 'We run together',
    content: `<p>Ownership is better shared. “We run together” is our promise that every member, whatever the size of their share, is part of the team.</p>
<p>That means the same news at the same time for everyone, a seat at the syndicate’s table at every race meeting, and a racing manager who answers your messages. It also means welcoming new owners: bring a friend to the stables, or join our members’ group chats to meet the people you race with.</p>
<p>When our horses run, we run together.</p>`,
  },
  {
    slug: 'subscribe',
    title: 'Subscribe for updates',
    content: `<p>Get the Stride newsletter: new syndicates before anyone else, our racing managers’ tips for the month ahead, and stories from the yards. One e-mail a month, and you can unsubscribe at any time.</p>`,
  },
  {
    slug: 'promo-video',
    title: 'See what ownership is like',
    content: `<p>Two minutes from a Stride race day: the parade ring, the owners’ bar, the roar from the stands and the trip to the winner’s enclosure. Press play and picture your colours on the track.</p>`,
  },
  {
    slug: 'home-hero',
    title: 'Own a racehorse with friends',
    content: `<p>Shares in Irish racehorses on the flat and over jumps, with leading trainers, from €450. Follow every gallop from your phone and go racing as an owner.</p>`,
  },
  {
    slug: 'home-about',
    title: 'How Stride works',
    content: `<ol><li><strong>Pick a syndicate</strong> that suits your budget and the type of racing you love.</li><li><strong>Buy your share</strong> online or talk it through with a racing manager.</li><li><strong>Follow your horse</strong> with photos, videos and race entries from the yard.</li><li><strong>Go racing</strong> with your owners’ badge and meet the trainer in the parade ring.</li></ol>`,
  },
  {
    slug: 'home-faq',
    title: 'Your questions, answered',
    content: `<p>New to racehorse ownership? These are the questions we hear most often. There is plenty more on our <a href="/faq/">FAQ page</a>, and a racing manager is always happy to talk it through.</p>`,
  },
  {
    slug: 'home-subscribe',
    title: 'Never miss a new syndicate',
    content: `<p>Leave your e-mail address and we will tell you first when a new horse joins Stride, along with our racing managers’ monthly tips. No spam, unsubscribe at any time.</p>`,
  },
  {
    slug: 'racing-club-intro',
    title: 'Racing club and syndicate management',
    content: `<p>Already run a racing club or a syndicate? Stride gives you the same tools our own racing managers use: a members’ area with updates, race entries and results, group chats, and notifications to every member’s phone.</p>`,
  },
  {
    slug: 'racing-club-services',
    title: 'What we take off your hands',
    content: `<ul><li>A branded members’ area in your club’s colours and font</li><li>Posting photos, videos, voice notes and documents from the yard in seconds</li><li>Entries, declarations, previews and results published automatically to members</li><li>Member management, join requests and group chats</li></ul>`,
  },
  {
    slug: 'racing-club-management',
    title: 'Management and pricing',
    content: `<p>Prefer to hand over the day-to-day running? Our racing managers can manage your syndicate for you: entries, declarations, jockey bookings, owners’ badges and the weekly updates to members.</p><p>A flat monthly fee per club, whatever the number of members, with no set-up cost. <a href="/contact-us/">Contact us</a> for a demo and we will have your club online within a week.</p>`,
  },
];
