/** The audit log: who changed what in the back office, with a field-by-field diff (decision 016). */
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  ExportButton,
  useRecordContext,
} from 'react-admin';
import { Box } from '@mui/material';

export const AuditLogList = () => (
  <List
    filters={[
      <SelectInput
        key="entity"
        source="entity"
        alwaysOn
        choices={[
          'syndicate',
          'horse',
          'user',
          'membership',
          'joinRequest',
          'page',
          'metadata',
          'faq',
          'promoVideo',
          'aboutUsVideo',
          'contactReason',
          'contactMessage',
          'subscriber',
          'setting',
          'chat',
          'post',
          'upload',
        ].map((id) => ({ id, name: id }))}
      />,
      <TextInput key="entityId" source="entityId" label="Object id" />,
      <SelectInput
        key="action"
        source="action"
        choices={['create', 'update', 'delete', 'accept', 'reject', 'upload'].map((id) => ({ id, name: id }))}
      />,
    ]}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={false}
    actions={
      <TopToolbar>
        <ExportButton disabled />
      </TopToolbar>
    }
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <DateField source="createdAt" label="When" showTime />
      <FunctionField
        label="Who"
        render={(r: { actor: { name: string; email: string } | null }) =>
          r.actor ? `${r.actor.name} <${r.actor.email}>` : 'system'
        }
      />
      <TextField source="action" sortable={false} />
      <TextField source="entity" sortable={false} />
      <TextField source="entityId" label="Object" sortable={false} />
    </Datagrid>
  </List>
);

/** Before and after of one write, side by side, changed keys highlighted. */
function AuditDiff() {
  const record = useRecordContext<{
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>();
  if (!record) return null;
  const keys = [...new Set([...Object.keys(record.before ?? {}), ...Object.keys(record.after ?? {})])];
  const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  return (
    <Box
      component="table"
      sx={{
        borderCollapse: 'collapse',
        width: '100%',
        fontSize: 13,
        '& td, & th': { border: '1px solid #e5e7eb', p: 0.75, verticalAlign: 'top', wordBreak: 'break-word' },
      }}
    >
      <thead>
        <tr>
          <th>Field</th>
          <th>Before</th>
          <th>After</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const before = show(record.before?.[key]);
          const after = show(record.after?.[key]);
          return (
            <tr key={key} style={before !== after ? { background: '#fff7d6' } : undefined}>
              <td>{key}</td>
              <td>{before}</td>
              <td>{after}</td>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}

export const AuditLogShow = () => (
  <Show>
    <SimpleShowLayout>
      <DateField source="createdAt" showTime />
      <FunctionField
        label="Who"
        render={(r: { actor: { name: string; email: string } | null }) =>
          r.actor ? `${r.actor.name} <${r.actor.email}>` : 'system'
        }
      />
      <TextField source="action" />
      <TextField source="entity" />
      <TextField source="entityId" label="Object" />
      <AuditDiff />
    </SimpleShowLayout>
  </Show>
);
