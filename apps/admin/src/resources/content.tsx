/** Public content: static pages (with preview), metadata, FAQs, promo and about-us videos, contact reasons. */
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  UrlField,
  required,
  useRecordContext,
} from 'react-admin';
import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { RichTextInput } from '../inputs/RichTextInput';
import { UploadInput } from '../inputs/UploadInput';

const search = [<SearchInput key="q" source="q" alwaysOn />];
const published = [...search, <NullableBooleanInput key="published" source="published" />];

/** Create and edit screens from one form body. */
function screens(
  form: ReactNode,
  options: { transform?: (d: Record<string, unknown>) => Record<string, unknown> } = {},
) {
  return {
    edit: () => (
      <Edit mutationMode="pessimistic" {...(options.transform ? { transform: options.transform } : {})}>
        <SimpleForm>{form}</SimpleForm>
      </Edit>
    ),
    create: () => (
      <Create redirect="list">
        <SimpleForm>{form}</SimpleForm>
      </Create>
    ),
  };
}

function PagePreviewLink() {
  const record = useRecordContext<{ id: number; slug: string }>();
  if (!record) return null;
  return (
    <Link href={`${window.location.origin}/${record.slug}/`} target="_blank" rel="noopener">
      Preview on the site
    </Link>
  );
}

export const PageList = () => (
  <List filters={published} sort={{ field: 'slug', order: 'ASC' }}>
    <Datagrid rowClick="edit">
      <TextField source="slug" />
      <TextField source="title" />
      <BooleanField source="published" sortable={false} />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </List>
);
const page = screens(
  <>
    <TextInput source="slug" validate={required()} />
    <TextInput source="title" validate={required()} fullWidth />
    <BooleanInput source="published" defaultValue />
    <RichTextInput source="content" label="Content" />
    <PagePreviewLink />
  </>,
);
export const PageEdit = page.edit;
export const PageCreate = page.create;

export const MetadataList = () => (
  <List filters={search} sort={{ field: 'path', order: 'ASC' }}>
    <Datagrid rowClick="edit">
      <TextField source="path" />
      <TextField source="title" />
      <TextField source="metaDescription" sortable={false} />
    </Datagrid>
  </List>
);
const meta = screens(
  <>
    <TextInput source="path" validate={required()} helperText="A site path such as /syndicates/" />
    <TextInput source="title" validate={required()} fullWidth />
    <TextInput source="metaDescription" label="Meta description" multiline fullWidth />
    <TextInput source="openGraphTitle" label="Open Graph title" fullWidth />
    <TextInput source="openGraphDescription" label="Open Graph description" multiline fullWidth />
    <TextInput source="metaKeywords" label="Meta keywords" fullWidth />
  </>,
);
export const MetadataEdit = meta.edit;
export const MetadataCreate = meta.create;

export const FaqList = () => (
  <List
    filters={[...published, <TextInput key="place" source="place" />]}
    sort={{ field: 'position', order: 'ASC' }}
  >
    <Datagrid rowClick="edit">
      <TextField source="place" />
      <NumberField source="position" label="Order" />
      <TextField source="question" />
      <BooleanField source="published" sortable={false} />
    </Datagrid>
  </List>
);
const faq = screens(
  <>
    <TextInput source="place" validate={required()} helperText="Where it shows, e.g. home or faq" />
    <NumberInput source="position" label="Order" min={0} defaultValue={0} />
    <BooleanInput source="published" defaultValue />
    <TextInput source="question" validate={required()} fullWidth />
    <RichTextInput source="answer" label="Answer" />
  </>,
);
export const FaqEdit = faq.edit;
export const FaqCreate = faq.create;

export const PromoVideoList = () => (
  <List
    filters={[...search, <NullableBooleanInput key="active" source="active" />]}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <Datagrid rowClick="edit">
      <TextField source="title" />
      <BooleanField source="active" sortable={false} />
      <UrlField source="videoUrl" label="Video" sortable={false} />
      <DateField source="createdAt" />
    </Datagrid>
  </List>
);
const promo = screens(
  <>
    <TextInput source="title" validate={required()} fullWidth />
    <BooleanInput source="active" defaultValue />
    <UploadInput source="videoKey" label="Video (MP4)" kind="video" />
    <UploadInput source="posterKey" label="Poster image" />
  </>,
);
export const PromoVideoEdit = promo.edit;
export const PromoVideoCreate = promo.create;

export const AboutUsVideoList = () => (
  <List filters={search} sort={{ field: 'position', order: 'ASC' }}>
    <Datagrid rowClick="edit">
      <NumberField source="position" label="Order" />
      <TextField source="title" />
      <UrlField source="url" sortable={false} />
      <UrlField source="videoUrl" label="Uploaded video" sortable={false} />
    </Datagrid>
  </List>
);
const aboutUs = screens(
  <>
    <TextInput source="title" validate={required()} fullWidth />
    <NumberInput source="position" label="Order" min={0} defaultValue={0} />
    <TextInput source="url" label="External URL" type="url" fullWidth helperText="Or upload a video below" />
    <UploadInput source="videoKey" label="Video (MP4)" kind="video" />
    <UploadInput source="posterKey" label="Poster image" />
  </>,
);
export const AboutUsVideoEdit = aboutUs.edit;
export const AboutUsVideoCreate = aboutUs.create;

export const ContactReasonList = () => (
  <List filters={search} sort={{ field: 'position', order: 'ASC' }}>
    <Datagrid rowClick="edit">
      <NumberField source="position" label="Order" />
      <TextField source="label" />
      <BooleanField source="active" sortable={false} />
    </Datagrid>
  </List>
);
const reason = screens(
  <>
    <TextInput source="label" validate={required()} fullWidth />
    <NumberInput source="position" label="Order" min={0} defaultValue={0} />
    <BooleanInput source="active" defaultValue />
  </>,
);
export const ContactReasonEdit = reason.edit;
export const ContactReasonCreate = reason.create;
