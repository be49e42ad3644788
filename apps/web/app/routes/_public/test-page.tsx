import { FORM_ERROR_TEXT, FORM_ERROR_TITLE, themeForSyndicates } from '@stride/shared';
import { useState } from 'react';
import { SyndicateTheme } from '../../components/brand/syndicate-theme';
import { PagePlaceholder } from '../../components/layout/page-placeholder';
import { seoMeta } from '../../components/seo/meta';
import { loadSeo } from '../../components/seo/seo.server';
import { useNotify } from '../../components/notifications';
import {
  Accordion,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  EmptyState,
  Heading,
  Modal,
  ModalClose,
  Skeleton,
  Spinner,
  Switch,
  Text,
  TextInput,
} from '../../components/ui';
import type { Route } from './+types/test-page';

/** The test page's metadata and canonical link (the metadata API may describe it like any page). */
export async function loader({ request }: Route.LoaderArgs) {
  return { seo: await loadSeo({ path: '/test-page/', signal: request.signal }) };
}

/** Described like every page, but never indexed: it is a developer page. */
export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo, { title: 'Test page', description: 'Every shared building block in its states.' }),
  { name: 'robots', content: 'noindex' },
];

const themes = [
  { label: 'Default', theme: themeForSyndicates([]) },
  { label: 'Georgia / navy', theme: themeForSyndicates([{ themeColour: '#1E3A8A', themeFont: 'Georgia' }]) },
  {
    label: 'Helvetica / green',
    theme: themeForSyndicates([{ themeColour: '#0A7A4B', themeFont: 'Helvetica' }]),
  },
];

/** Throws while rendering, to exercise the layout's error boundary, the error modal and the log endpoint. */
function RenderErrorProbe(): never {
  throw new Error('Test render error from the test page');
}

/** Developer triggers for the app plumbing: toasts of every kind, a sticky one, render and window errors. */
function PlumbingCard() {
  const { notify } = useNotify();
  const [broken, setBroken] = useState(false);
  return (
    <Card>
      <Heading size="md">Notifications and errors</Heading>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => notify('This is an information notification.')}>
          Show an information toast
        </Button>
        <Button variant="outline" onClick={() => notify({ message: 'Saved successfully.', kind: 'success' })}>
          Show a success toast
        </Button>
        <Button variant="outline" onClick={() => notify({ message: 'Something went wrong.', kind: 'error' })}>
          Show an error toast
        </Button>
        <Button
          variant="outline"
          onClick={() => notify({ message: 'This notification stays until you dismiss it.', stay: true })}
        >
          Show a sticky toast
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setTimeout(() => {
              throw new Error('Test window error from the test page');
            });
          }}
        >
          Throw a window error
        </Button>
        <Button variant="ghost" onClick={() => setBroken(true)}>
          Throw a render error
        </Button>
      </div>
      {broken && <RenderErrorProbe />}
    </Card>
  );
}

/** SPEC §2 test page: the design system's primitives in every state, for visual and accessibility checks. */
export default function TestPage() {
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <>
      <PagePlaceholder
        title="Test page"
        eyebrow="Design system"
        description="Every shared building block in its states."
      />
      <Container className="grid gap-8 pb-20">
        <Card>
          <Heading size="md">Buttons</Heading>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="outline">Outline</Button>
            <Button variant="ghost">Ghost</Button>
            <Button loading>Saving</Button>
            <Button disabled>Disabled</Button>
            <Button size="sm">Small</Button>
            <Button size="lg">Large</Button>
          </div>
          <div className="surface-dark mt-5 flex flex-wrap gap-3 rounded-2xl bg-ink-950 p-4">
            <Button variant="inverse">Inverse</Button>
            <Button variant="inverse-outline">Inverse outline</Button>
          </div>
        </Card>
        <Card>
          <Heading size="md">Badges, spinner, skeleton</Heading>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <Badge tone="brand">Brand</Badge>
            <Badge>Neutral</Badge>
            <Badge tone="dark">Dark</Badge>
            <Badge tone="success">Declared</Badge>
            <Badge tone="danger">Error</Badge>
            <Spinner />
          </div>
          <div className="mt-5 grid gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </Card>
        <Card className="grid gap-5 md:grid-cols-2">
          <TextInput label="First name" name="firstname" placeholder="Ann" required />
          <TextInput label="E-mail" name="email" type="email" hint="We only use it for your account." />
          <TextInput label="Phone" name="phone" error="Please add a phone before submission" />
          <TextInput label="Disabled" name="disabled" disabled defaultValue="Read only" />
          <Checkbox label="I accept the terms and privacy policy" name="terms" />
          <Checkbox label="With an error" name="terms-error" error="Please tick the box" />
        </Card>
        <Card className="grid gap-5">
          <Switch
            label="Horse update"
            description="Photos, videos and news about your horses."
            defaultChecked
          />
          <Switch label="Essential cookies" description="Always on." checked disabled />
        </Card>
        <Accordion
          items={[
            {
              id: 'one',
              title: 'What is a syndicate?',
              content: 'A group of people who share ownership of a racehorse.',
            },
            { id: 'two', title: 'Can I open several panels?', content: 'Only with the multiple option.' },
          ]}
        />
        <Card>
          <Heading size="md">Modal</Heading>
          <Modal
            open={modalOpen}
            onOpenChange={setModalOpen}
            trigger={<Button className="mt-5">Open modal</Button>}
            title={FORM_ERROR_TITLE}
            description={FORM_ERROR_TEXT}
            footer={
              <ModalClose asChild>
                <Button variant="secondary">Close</Button>
              </ModalClose>
            }
          />
        </Card>
        <PlumbingCard />
        <EmptyState title="Nothing here yet" description="An empty list explains itself." />
        <div className="grid gap-4 md:grid-cols-3">
          {themes.map(({ label, theme }) => (
            <SyndicateTheme key={label} theme={theme}>
              <Card>
                <Text size="sm" tone="muted">
                  {label}
                </Text>
                <Heading size="md" className="mt-1">
                  Syndicate theme
                </Heading>
                <Button className="mt-4" size="sm">
                  Request info
                </Button>
              </Card>
            </SyndicateTheme>
          ))}
        </div>
      </Container>
    </>
  );
}
