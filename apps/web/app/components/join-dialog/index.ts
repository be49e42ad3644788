// The join-syndicate dialog (SPEC §2): mount <JoinDialog /> once; open it with data-join-syndicate={id} or ?join={id}.
export { JoinDialog } from './join-dialog';
export { JOIN_ATTRIBUTE, JOIN_QUERY_PARAM } from './use-join-triggers';
