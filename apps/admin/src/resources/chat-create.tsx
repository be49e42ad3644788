/**
 * Opening a chat from the back office (decision 024): a syndicate, then either its group chat or a
 * private chat between people of that syndicate (the people list follows the chosen syndicate). The API
 * checks the rules again and answers field violations, shown on the fields.
 */
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  Create,
  FormDataConsumer,
  ReferenceArrayInput,
  ReferenceInput,
  SimpleForm,
  required,
} from 'react-admin';

/** People of the chosen syndicate, or nothing until one is chosen; hidden for a group chat. */
function ChatPeopleInput({ syndicateId, group }: { syndicateId?: number; group?: boolean }) {
  if (group) return null;
  return (
    <ReferenceArrayInput
      source="memberIds"
      reference="users"
      filter={syndicateId ? { 'syndicate.id': syndicateId } : { 'syndicate.id': -1 }}
    >
      <AutocompleteArrayInput
        label="People (at least two)"
        optionText="email"
        disabled={!syndicateId}
        filterToQuery={(q: string) => ({ q })}
        helperText={syndicateId ? 'Only people of the syndicate can take part.' : 'Choose a syndicate first.'}
      />
    </ReferenceArrayInput>
  );
}

/** The create screen of the chats resource. */
export const ChatCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ group: false, memberIds: [] }}>
      <ReferenceInput source="syndicateId" reference="syndicates">
        <AutocompleteInput
          optionText="name"
          label="Syndicate"
          validate={required()}
          filterToQuery={(q: string) => ({ q })}
        />
      </ReferenceInput>
      <BooleanInput source="group" label="Group chat (everyone in the syndicate)" />
      <FormDataConsumer<{ syndicateId?: number; group?: boolean }>>
        {({ formData }) => <ChatPeopleInput syndicateId={formData.syndicateId} group={formData.group} />}
      </FormDataConsumer>
    </SimpleForm>
  </Create>
);
