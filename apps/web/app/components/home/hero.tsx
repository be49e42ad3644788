import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { ArrowRightIcon, CalendarIcon, ChatIcon, TrophyIcon } from '../ui/icons';

const promises = [
  {
    icon: TrophyIcon,
    title: 'Own a share',
    text: 'Join a syndicate and own part of a racehorse, without carrying the full cost alone.',
  },
  {
    icon: CalendarIcon,
    title: 'Follow every race',
    text: 'Entries, declarations and results for your horses as they happen.',
  },
  {
    icon: ChatIcon,
    title: 'Straight from the stable',
    text: 'Photos, videos and messages from the people who train your horse.',
  },
];

/** SPEC §2 home hero: headline, short copy and the three buttons View Syndicates, Log In, Sign Up. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="surface-dark hero">
      <HeroBackdrop />
      <Container className="hero-body">
        <div className="max-w-3xl">
          <p className="hero-pill">
            <span aria-hidden="true" className="hero-dot" />
            Racehorse syndicates
          </p>
          <h1 id="hero-title" className="hero-title">
            Own the thrill of <span className="text-brand">race day</span>.
          </h1>
          <p className="hero-lead">
            Buy a share in a racehorse with a Stride syndicate and follow every entry, result and update from
            the stable.
          </p>
          <div className="hero-actions">
            <ButtonLink to="/syndicates/" size="lg" variant="primary">
              View Syndicates
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
            <div className="hero-actions-pair">
              <ButtonLink to="/login/" reloadDocument size="lg" variant="inverse-outline">
                Log In
              </ButtonLink>
              <ButtonLink to="/register/" reloadDocument size="lg" variant="inverse">
                Sign Up
              </ButtonLink>
            </div>
          </div>
        </div>
        <ul className="hero-promises">
          {promises.map(({ icon: Icon, title, text }) => (
            <li key={title} className="hero-promise">
              {/* Holds only the icon, which is hidden from assistive technology itself. */}
              <span className="hero-promise-icon">
                <Icon className="size-6" />
              </span>
              <div>
                <p className="font-semibold">{title}</p>
                <p className="hero-promise-text">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** Decorative racetrack lanes and a brand glow behind the hero copy. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="hero-backdrop">
      {/* Two soft glows: radial gradients shaped like the 120px-blurred discs they replaced, which took
          hundreds of milliseconds to paint on a phone before anything showed (decision 033). */}
      <div className="hero-glow-brand" />
      <div className="hero-glow-blue" />
      {/* Lanes, the run and its marker: drawn by CSS (design-system.css, decision 039). */}
      <div className="hero-track" />
      {/* The fade into the next section is .hero-backdrop::after. */}
    </div>
  );
}
