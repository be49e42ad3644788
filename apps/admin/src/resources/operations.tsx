/**
 * Day-to-day operations: contact messages (read/unread), subscribers (CSV export), settings
 * (maintenance mode + IP whitelist, app, post assets), chats overview, post moderation.
 */
import {
  BooleanField,
  BooleanInput,
  Button,
  Datagrid,
  DateField,
  DeleteButton,
  Edit,
  EmailField,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { PUBLICATION_STATUSES } from '@stride/shared';
import type { StrideDataProvider } from '../data/data-provider';

/** Marks a message read or unread in one click. */
function ReadToggle() {
  const record = useRecordContext<RaRecord & { read: boolean }>();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  return (
    <Button
      label={record.read ? 'Mark unread' : 'Mark read'}
      disabled={isPending}
      onClick={(e) => {
        e.stopPropagation();
        void update('contact-messages', {
          id: record.id,
          data: { read: !record.read },
          previousData: record,
        });
      }}
    />
  );
}

export const ContactMessageList = () => (
  <List
    filters={[
      <SearchInput key="q" source="q" alwaysOn />,
      <NullableBooleanInput key="read" source="read" alwaysOn />,
    ]}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <DateField source="createdAt" label="Sent" showTime />
      <TextField source="name" />
      <EmailField source="email" />
      <ReferenceField
        source="reasonId"
        reference="contact-reasons"
        label="Reason"
        link={false}
        sortable={false}
      >
        <TextField source="label" />
      </ReferenceField>
      <FunctionField
        label="Message"
        render={(r: { comment: string }) =>
          r.comment.length > 80 ? `${r.comment.slice(0, 80)}…` : r.comment
        }
      />
      <BooleanField source="read" sortable={false} />
      <ReadToggle />
    </Datagrid>
  </List>
);

export const ContactMessageShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ReadToggle />
        <DeleteButton mutationMode="pessimistic" />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="name" />
      <EmailField source="email" />
      <ReferenceField source="reasonId" reference="contact-reasons" label="Reason" link={false}>
        <TextField source="label" />
      </ReferenceField>
      <TextField source="comment" sx={{ whiteSpace: 'pre-wrap' }} />
      <DateField source="createdAt" showTime />
      <BooleanField source="read" />
    </SimpleShowLayout>
  </Show>
);

function CsvExportButton() {
  const dataProvider = useDataProvider<StrideDataProvider>();
  const notify = useNotify();
  return (
    <Button
      label="Export CSV"
      onClick={() =>
        void dataProvider
          .exportSubscribers()
          .catch((e: unknown) =>
            notify(e instanceof Error ? e.message : 'Network response was not ok', { type: 'error' }),
          )
      }
    />
  );
}

export const SubscriberList = () => (
  <List
    filters={[<SearchInput key="q" source="q" alwaysOn />]}
    sort={{ field: 'createdAt', order: 'DESC' }}
    actions={
      <TopToolbar>
        <CsvExportButton />
      </TopToolbar>
    }
    exporter={false}
  >
    <Datagrid bulkActionButtons={false}>
      <EmailField source="email" />
      <BooleanField source="holdingSubscriber" label="Holding subscriber" sortable={false} />
      <DateField source="createdAt" label="Subscribed" showTime />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);

const SETTING_LABELS: Record<string, string> = {
  'maintenance-mode': 'Maintenance mode',
  app: 'App',
  'post-asset': 'Post assets',
};

export const SettingList = () => (
  <List pagination={false} exporter={false} actions={false}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <FunctionField label="Setting" render={(r: { type: string }) => SETTING_LABELS[r.type] ?? r.type} />
      <FunctionField
        label="Value"
        render={(r: { type: string; settings: Record<string, unknown> }) =>
          r.type === 'maintenance-mode'
            ? r.settings.maintenanceMode
              ? 'ON'
              : 'off'
            : JSON.stringify(r.settings)
        }
      />
    </Datagrid>
  </List>
);

function SettingFields() {
  const record = useRecordContext<{ type: string }>();
  if (!record) return null;
  if (record.type === 'maintenance-mode') {
    return (
      <>
        <Typography variant="body2" sx={{ mb: 1 }}>
          While on, every visitor whose IP address is not on the whitelist is sent to /maintenance/. Takes
          effect within a second.
        </Typography>
        <BooleanInput source="settings.maintenanceMode" label="Maintenance mode" />
        <TextInput
          source="settings.ipWhitelist"
          label="IP whitelist"
          helperText="IPv4 or IPv6 addresses separated by spaces"
          fullWidth
          multiline
          parse={(v: string | null) => v ?? ''}
        />
      </>
    );
  }
  if (record.type === 'app') {
    return (
      <>
        <BooleanInput source="settings.showAppLinks" label="Show app links (app-download banner)" />
        <NumberInput
          source="settings.max_files"
          label="Maximum files per post (max_files)"
          min={1}
          max={50}
        />
      </>
    );
  }
  return (
    <Box>
      <NumberInput source="settings.photoMaxBytes" label="Photo size limit (bytes)" min={1} />
      <NumberInput source="settings.videoMaxBytes" label="Video size limit (bytes)" min={1} />
      <NumberInput source="settings.audioMaxBytes" label="Audio size limit (bytes)" min={1} />
    </Box>
  );
}

export const SettingEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" title="Setting">
    <SimpleForm>
      <FunctionField
        render={(r: { type: string }) => (
          <Typography variant="h6">{SETTING_LABELS[r.type] ?? r.type}</Typography>
        )}
      />
      <SettingFields />
    </SimpleForm>
  </Edit>
);

const syndicateFilter = (
  <ReferenceInput key="syndicate" source="syndicate.id" reference="syndicates" label="Syndicate" alwaysOn>
    <AutocompleteInput optionText="name" label="Syndicate" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>
);

function ChatStateButton() {
  const record = useRecordContext<RaRecord & { enabled: boolean }>();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  return (
    <Button
      label={record.enabled ? 'Suspend' : 'Re-open'}
      color={record.enabled ? 'error' : 'primary'}
      disabled={isPending}
      onClick={(e) => {
        e.stopPropagation();
        void update('chats', { id: record.id, data: { enabled: !record.enabled }, previousData: record });
      }}
    />
  );
}

export const ChatList = () => (
  <List
    filters={[syndicateFilter, <NullableBooleanInput key="enabled" source="enabled" />]}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={false}
  >
    <Datagrid bulkActionButtons={false}>
      <TextField source="id" />
      <FunctionField
        label="Syndicate"
        render={(r: { syndicate: { name: string } | null }) => r.syndicate?.name ?? ''}
      />
      <FunctionField label="Kind" render={(r: { group: boolean }) => (r.group ? 'Group chat' : 'Private')} />
      <FunctionField
        label="Members"
        render={(r: { members: { name: string }[] }) => r.members.map((m) => m.name).join(', ')}
      />
      <NumberField source="messageCount" label="Messages" sortable={false} />
      <DateField source="lastMessageAt" label="Last message" showTime sortable={false} />
      <BooleanField source="enabled" sortable={false} />
      <ChatStateButton />
    </Datagrid>
  </List>
);

const statusChoices = PUBLICATION_STATUSES.map((id) => ({ id, name: id.replace('_', ' ') }));

export const PostList = () => (
  <List
    filters={[
      <SearchInput key="q" source="q" alwaysOn />,
      syndicateFilter,
      <SelectInput key="status" source="publicationStatus" label="Status" choices={statusChoices} />,
    ]}
    sort={{ field: 'postedAt', order: 'DESC' }}
    exporter={false}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <DateField source="postedAt" showTime />
      <FunctionField
        label="Syndicate"
        render={(r: { syndicate: { name: string } | null }) => r.syndicate?.name ?? ''}
      />
      <FunctionField label="Horse" render={(r: { horse: { name: string } | null }) => r.horse?.name ?? ''} />
      <FunctionField
        label="Author"
        render={(r: { author: { name: string } | null }) => r.author?.name ?? ''}
      />
      <TextField source="type" sortable={false} />
      <SelectField source="publicationStatus" label="Status" choices={statusChoices} />
    </Datagrid>
  </List>
);

export const PostEdit = () => (
  <Edit
    mutationMode="pessimistic"
    actions={
      <TopToolbar>
        <DeleteButton mutationMode="pessimistic" />
      </TopToolbar>
    }
  >
    <SimpleForm>
      <FunctionField
        label="Author"
        render={(r: { author: { name: string; email: string } | null }) =>
          r.author ? `${r.author.name} <${r.author.email}>` : ''
        }
      />
      <FunctionField
        label="Comment"
        render={(r: { comment: string }) => (
          <iframe
            title="Post"
            sandbox=""
            srcDoc={`<meta charset="utf-8"><body style="font-family:system-ui">${r.comment}</body>`}
            style={{ width: '100%', minHeight: 120, border: '1px solid #e5e7eb' }}
          />
        )}
      />
      <SelectInput
        source="publicationStatus"
        label="Publication status"
        choices={statusChoices}
        helperText="Unpublish: set to draft"
      />
    </SimpleForm>
  </Edit>
);
