import { errorPageContent } from '@stride/shared';
import { Logo } from '../brand/logo';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { ArrowRightIcon } from '../ui/icons';

export interface ErrorPageProps {
  status: number;
  /** The server's own message; SPEC §8 says it wins over the default text. */
  serverMessage?: string | null;
  /** Without a layout around it (root boundary): adds the logo so the page is never a dead end. */
  standalone?: boolean;
}

/** SPEC §2 error page: status code, title, message and a link "to home". */
export function ErrorPage({ status, serverMessage, standalone = false }: ErrorPageProps) {
  const content = errorPageContent(status, serverMessage);
  // Inside a layout the page already sits in that layout's <main>; only the standalone page owns one.
  const Root = standalone ? 'main' : 'div';
  return (
    <Root {...(standalone ? { id: 'main' } : {})} className={standalone ? 'flex min-h-dvh flex-col' : undefined}>
      {standalone && (
        <Container className="py-5">
          <Logo />
        </Container>
      )}
      <Container width="narrow" className="flex flex-1 flex-col items-center py-20 text-center sm:py-28">
        <p
          aria-hidden="true"
          className="bg-gradient-to-br from-brand to-brand-ink bg-clip-text text-[6.5rem] leading-none font-black tracking-[-0.06em] text-transparent sm:text-[9rem]"
        >
          {content.statusCode}
        </p>
        <h1 className="mt-4 text-headline font-bold text-balance">
          <span className="sr-only">{content.statusCode} </span>
          {content.title}
        </h1>
        <p className="mt-3 max-w-md text-base leading-relaxed text-fg-muted">{content.message}</p>
        <ButtonLink to="/" size="lg" variant="secondary" className="mt-8 first-letter:uppercase">
          {content.homeLinkText}
          <ArrowRightIcon className="size-4" />
        </ButtonLink>
      </Container>
    </Root>
  );
}
