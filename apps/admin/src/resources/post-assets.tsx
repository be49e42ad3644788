/**
 * Files of updates in the back office (issue 18 item 10, decision 025): find a post's photos and give each
 * a description — its alt text on the site. Leaving it blank falls back to the default made from the horse
 * and the update (never the file name).
 */
import { ASSET_DESCRIPTION_MAX_LENGTH } from '@stride/shared';
import {
  Datagrid,
  Edit,
  List,
  NumberInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  maxLength,
} from 'react-admin';

export const PostAssetList = () => (
  <List
    filters={[
      <SearchInput key="q" source="q" alwaysOn />,
      <NumberInput key="post" source="post.id" label="Post id" />,
    ]}
    sort={{ field: 'id', order: 'DESC' }}
    exporter={false}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" />
      <TextField source="postId" label="Post" sortable={false} />
      <TextField source="originalName" label="File" sortable={false} />
      <TextField source="mimeType" label="Type" sortable={false} />
      <TextField source="description" label="Description (alt text)" sortable={false} emptyText="—" />
    </Datagrid>
  </List>
);

export const PostAssetEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <TextField source="originalName" label="File" />
      <TextInput
        source="description"
        label="Description (alt text)"
        multiline
        fullWidth
        validate={maxLength(ASSET_DESCRIPTION_MAX_LENGTH)}
        helperText="Read out to people who cannot see the photo. Blank: made from the horse and the update."
        parse={(value: string) => (value === '' ? null : value)}
      />
    </SimpleForm>
  </Edit>
);
