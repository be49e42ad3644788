/** Syndicates: list with search and filters, create (administrators) and edit (managers: their own). */
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
  required,
  usePermissions,
} from 'react-admin';
import { Box } from '@mui/material';
import { UploadInput } from '../inputs/UploadInput';
import { RichTextInput } from '../inputs/RichTextInput';
import {
  centsToEuros,
  countryChoices,
  eurosToCents,
  fontChoices,
  formatEuros,
  themeColourValidator,
} from './common';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="showOnSite" source="showOnSite" label="Shown on site" />,
  <NullableBooleanInput key="featured" source="featured" />,
  <NullableBooleanInput key="stride" source="stride" label="Stride" />,
  <SelectInput key="countryCode" source="countryCode" label="Country" choices={countryChoices} />,
];

export function SyndicateList() {
  const { permissions } = usePermissions();
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={permissions === 'admin' ? undefined : false}>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="slug" />
        <TextField source="countryName" label="Country" sortBy="countryCode" />
        <BooleanField source="stride" sortable={false} />
        <BooleanField source="showOnSite" label="On site" sortable={false} />
        <BooleanField source="featured" sortable={false} />
        <NumberField source="featuredOrder" label="Order" />
        <NumberField source="numberOfHorses" label="Horses" sortable={false} />
        <FunctionField
          label="Price per share"
          sortable={false}
          render={(r: { pricePerShare: number }) => formatEuros(r.pricePerShare)}
        />
      </Datagrid>
    </List>
  );
}

function SyndicateForm() {
  return (
    <TabbedForm>
      <TabbedForm.Tab label="Details">
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput
          source="slug"
          helperText="URL of /syndicates/{slug}/ — lower-case letters, digits, hyphens"
          fullWidth
        />
        <SelectInput source="countryCode" label="Country" choices={countryChoices} validate={required()} />
        <TextInput source="trainer" fullWidth />
        <BooleanInput source="stride" label="Stride syndicate (off: non-stride club)" defaultValue />
        <RichTextInput source="description" label="Description" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Shares">
        <NumberInput source="numberOfShares" label="Number of shares" min={0} />
        <NumberInput
          source="pricePerShare"
          label="Price per share (€)"
          format={centsToEuros}
          parse={eurosToCents}
          step={0.01}
        />
        <TextInput source="paymentLink" label="Payment link" type="url" fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Site">
        <BooleanInput source="showOnSite" label="Show on site" defaultValue />
        <BooleanInput source="featured" label="Featured on the home page" />
        <NumberInput source="featuredOrder" label="Featured order" min={0} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Theme">
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <TextInput
            source="themeColour"
            label="Theme colour"
            helperText="#RRGGBB, empty for the default"
            validate={themeColourValidator}
          />
        </Box>
        <SelectInput
          source="themeFont"
          label="Theme font"
          choices={fontChoices}
          emptyText="Default"
          parse={(value: string) => (value === '' ? null : value)}
        />
        <UploadInput source="logoKey" label="Logo" />
        <UploadInput source="backgroundImageKey" label="Background image" />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

export const SyndicateEdit = () => (
  <Edit mutationMode="pessimistic">
    <SyndicateForm />
  </Edit>
);

export const SyndicateCreate = () => (
  <Create redirect="edit">
    <SyndicateForm />
  </Create>
);
