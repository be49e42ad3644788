/**
 * Users (roles, disable; managers read their members), memberships (shares held, role) and join
 * requests of both kinds with accept / reject.
 */
import { ASSIGNABLE_ROLES } from '@stride/shared';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Button,
  ChipField,
  Create,
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
  ReferenceInput,
  ReferenceManyField,
  SearchInput,
  SelectArrayInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  SaveButton,
  required,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { StrideDataProvider } from '../data/data-provider';
import { joinStatusChoices, membershipRoleChoices } from './common';

const roleChoices = ASSIGNABLE_ROLES.map((id) => ({
  id,
  name: id.replace('ROLE_', '').replace('_', ' ').toLowerCase(),
}));

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <NullableBooleanInput key="disabled" source="disabled" />,
  <ReferenceInput key="syndicate" source="syndicate.id" reference="syndicates" label="Syndicate">
    <AutocompleteInput optionText="name" label="Syndicate" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

export const UserList = () => (
  <List filters={userFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" />
      {/* Plain text: a mailto link would swallow the row click. */}
      <TextField source="email" />
      <TextField source="firstname" />
      <TextField source="lastname" />
      <FunctionField label="Roles" render={(r: { roles: string[] }) => r.roles.join(', ')} />
      <BooleanField source="disabled" sortable={false} />
      <DateField source="createdAt" label="Joined" />
    </Datagrid>
  </List>
);

function MembershipsOfUser() {
  const { permissions } = usePermissions();
  return (
    <ReferenceManyField reference="memberships" target="user.id" label="Memberships">
      <Datagrid
        bulkActionButtons={false}
        rowClick="edit"
        empty={<Typography variant="body2">No syndicates yet.</Typography>}
      >
        <FunctionField
          label="Syndicate"
          render={(r: { syndicate: { name: string } | null }) => r.syndicate?.name ?? ''}
        />
        <SelectField source="role" choices={membershipRoleChoices} />
        <NumberField source="sharesHeld" label="Shares held" />
        {permissions && <DeleteButton mutationMode="pessimistic" redirect={false} />}
      </Datagrid>
    </ReferenceManyField>
  );
}

export function UserEdit() {
  const { permissions } = usePermissions();
  const readOnly = permissions !== 'admin';
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={readOnly ? false : undefined}>
        <TextInput source="email" disabled fullWidth />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextInput source="firstname" disabled={readOnly} validate={required()} />
          <TextInput source="lastname" disabled={readOnly} validate={required()} />
          <TextInput source="phone" disabled={readOnly} />
        </Stack>
        <SelectArrayInput
          source="roles"
          choices={roleChoices}
          disabled={readOnly}
          helperText="The first role is the main role"
        />
        <BooleanInput
          source="disabled"
          label="Disabled (signs the user out everywhere)"
          disabled={readOnly}
        />
        <MembershipsOfUser />
      </SimpleForm>
    </Edit>
  );
}

export const MembershipList = () => (
  <List
    sort={{ field: 'id', order: 'ASC' }}
    filters={[
      <ReferenceInput key="syndicate" source="syndicate.id" reference="syndicates" label="Syndicate" alwaysOn>
        <AutocompleteInput optionText="name" label="Syndicate" filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>,
      <SelectInput key="role" source="role" choices={membershipRoleChoices} />,
    ]}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <FunctionField
        label="Member"
        render={(r: { user: { name: string; email: string } | null }) =>
          r.user ? `${r.user.name} <${r.user.email}>` : ''
        }
      />
      <FunctionField
        label="Syndicate"
        render={(r: { syndicate: { name: string } | null }) => r.syndicate?.name ?? ''}
      />
      <SelectField source="role" choices={membershipRoleChoices} />
      <NumberField source="sharesHeld" label="Shares held" />
    </Datagrid>
  </List>
);

function MembershipFields({ create }: { create?: boolean }) {
  return (
    <>
      {create && (
        <ReferenceInput source="userId" reference="users">
          <AutocompleteInput
            optionText="email"
            label="User"
            validate={required()}
            filterToQuery={(q: string) => ({ q })}
          />
        </ReferenceInput>
      )}
      {create && (
        <ReferenceInput source="syndicateId" reference="syndicates">
          <AutocompleteInput
            optionText="name"
            label="Syndicate"
            validate={required()}
            filterToQuery={(q: string) => ({ q })}
          />
        </ReferenceInput>
      )}
      <SelectInput source="role" choices={membershipRoleChoices} defaultValue="member" />
      <NumberInput source="sharesHeld" label="Shares held" min={0} defaultValue={0} />
    </>
  );
}

export const MembershipEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <FunctionField
        label="Member"
        render={(r: { user: { name: string } | null; syndicate: { name: string } | null }) =>
          `${r.user?.name ?? ''} in ${r.syndicate?.name ?? ''}`
        }
      />
      <MembershipFields />
    </SimpleForm>
  </Edit>
);

export const MembershipCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <MembershipFields create />
    </SimpleForm>
  </Create>
);

/** Accept / Reject buttons of a pending request (the API creates the membership on accept). */
function DecideButtons() {
  const record = useRecordContext<RaRecord & { status: string }>();
  const dataProvider = useDataProvider<StrideDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.status !== 'pending') return null;
  const decide = async (decision: 'accept' | 'reject') => {
    try {
      await dataProvider.decideJoinRequest(record.id, decision);
      notify(decision === 'accept' ? 'Request accepted: the member was added' : 'Request rejected', {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'An error occurred', { type: 'error' });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} onClick={(e) => e.stopPropagation()}>
      <Button label="Accept" variant="contained" onClick={() => void decide('accept')} />
      <Button label="Reject" color="error" onClick={() => void decide('reject')} />
    </Stack>
  );
}

const joinFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={joinStatusChoices} alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    choices={[
      { id: 'user', name: 'Signed-in user' },
      { id: 'anonymous', name: 'Anonymous visitor' },
    ]}
  />,
  <ReferenceInput key="syndicate" source="syndicate.id" reference="syndicates" label="Syndicate">
    <AutocompleteInput optionText="name" label="Syndicate" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

/** Join requests: a full table on wide screens, one compact column plus the decision on phones. */
export function JoinRequestList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={joinFilters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {small ? (
        <Datagrid bulkActionButtons={false}>
          <FunctionField
            label="Request"
            render={(r: {
              firstname: string;
              lastname: string;
              email: string;
              status: string;
              syndicate: { name: string } | null;
            }) => (
              <Stack spacing={0.25}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {r.firstname} {r.lastname}
                </Typography>
                <Typography variant="body2">{r.email}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {r.syndicate?.name ?? ''} ·{' '}
                  {joinStatusChoices.find((c) => c.id === r.status)?.name ?? r.status}
                </Typography>
              </Stack>
            )}
          />
          <DecideButtons />
        </Datagrid>
      ) : (
        <Datagrid bulkActionButtons={false}>
          <DateField source="createdAt" label="Asked" showTime />
          <FunctionField
            label="Syndicate"
            render={(r: { syndicate: { name: string } | null }) => r.syndicate?.name ?? ''}
          />
          <FunctionField
            label="Name"
            sortBy="lastname"
            render={(r: { firstname: string; lastname: string }) => `${r.firstname} ${r.lastname}`}
          />
          <EmailField source="email" sortable={false} />
          <TextField source="phoneNumber" label="Phone" sortable={false} />
          <ChipField source="kind" sortable={false} />
          <SelectField source="status" choices={joinStatusChoices} />
          <DecideButtons />
        </Datagrid>
      )}
    </List>
  );
}
