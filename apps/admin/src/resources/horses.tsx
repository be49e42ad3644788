/** Horses: pedigree, statistics, featured order, analysis and trainer thoughts. */
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  TabbedForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { Box } from '@mui/material';
import { UploadInput } from '../inputs/UploadInput';
import { centsToEuros, eurosToCents } from './common';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="syndicate" source="syndicate.id" reference="syndicates" label="Syndicate" alwaysOn>
    <AutocompleteInput optionText="name" label="Syndicate" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <NullableBooleanInput key="featured" source="featured" />,
];

export const HorseList = () => (
  <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid rowClick="edit">
      <TextField source="id" />
      <TextField source="name" />
      <ReferenceField
        source="syndicate.id"
        reference="syndicates"
        label="Syndicate"
        sortBy="syndicateId"
        link={false}
      >
        <TextField source="name" />
      </ReferenceField>
      <TextField source="trainer" sortable={false} />
      <NumberField source="runs" />
      <NumberField source="wins" />
      <BooleanField source="featured" sortable={false} />
      <NumberField source="featuredOrder" label="Order" />
    </Datagrid>
  </List>
);

const PEDIGREE = [
  ['sire', 'Sire'],
  ['dam', 'Dam'],
  ['sireSire', 'Sire’s sire'],
  ['sireDam', 'Sire’s dam'],
  ['damSire', 'Dam’s sire'],
  ['damDam', 'Dam’s dam'],
  ['sireSireSire', 'Sire’s sire’s sire'],
  ['sireSireDam', 'Sire’s sire’s dam'],
  ['sireDamSire', 'Sire’s dam’s sire'],
  ['sireDamDam', 'Sire’s dam’s dam'],
  ['damSireSire', 'Dam’s sire’s sire'],
  ['damSireDam', 'Dam’s sire’s dam'],
  ['damDamSire', 'Dam’s dam’s sire'],
  ['damDamDam', 'Dam’s dam’s dam'],
] as const;

function HorseForm({ create = false }: { create?: boolean }) {
  return (
    <TabbedForm>
      <TabbedForm.Tab label="Details">
        <ReferenceInput source={create ? 'syndicateId' : 'syndicate.id'} reference="syndicates">
          <AutocompleteInput
            optionText="name"
            label="Syndicate"
            validate={required()}
            filterToQuery={(q: string) => ({ q })}
          />
        </ReferenceInput>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="slug" helperText="Made from the name when left empty" />
        <TextInput source="foalingDate" label="Foaling date" type="date" />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextInput source="sex" />
          <TextInput source="colour" />
          <TextInput source="trainer" />
          <TextInput source="location" />
        </Box>
        <UploadInput source="imageKey" label="Photo" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Statistics">
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <NumberInput source="runs" min={0} />
          <NumberInput source="wins" min={0} />
          <NumberInput source="seconds" label="2nds" min={0} />
          <NumberInput source="thirds" label="3rds" min={0} />
          <NumberInput
            source="prizeMoney"
            label="Prize money (€)"
            format={centsToEuros}
            parse={eurosToCents}
            step={0.01}
          />
        </Box>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Pedigree">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            columnGap: 2,
            width: '100%',
          }}
        >
          {PEDIGREE.map(([key, label]) => (
            <TextInput key={key} source={`pedigree.${key}`} label={label} />
          ))}
        </Box>
        <TextInput source="pedigreeAnalysis" label="Pedigree analysis" multiline minRows={4} fullWidth />
        <TextInput source="trainerThoughts" label="Trainer thoughts" multiline minRows={4} fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Home page">
        <BooleanInput source="featured" label="Featured on the home page" />
        <NumberInput source="featuredOrder" label="Featured order" min={0} />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

/** The API speaks `syndicateId` in writes and `syndicate: {id}` in reads. */
const toWrite = (data: Record<string, unknown>) => {
  const { syndicate, ...rest } = data as { syndicate?: { id?: number } } & Record<string, unknown>;
  return syndicate?.id !== undefined ? { ...rest, syndicateId: syndicate.id } : rest;
};

export const HorseEdit = () => (
  <Edit mutationMode="pessimistic" transform={toWrite}>
    <HorseForm />
  </Edit>
);

export const HorseCreate = () => (
  <Create redirect="edit">
    <HorseForm create />
  </Create>
);
