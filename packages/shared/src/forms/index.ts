/** Every form schema of SPEC §3, shared by react-hook-form (zodResolver) and the API. */
export * from './fields.js';
export * from './profile.js';
export * from './contact.js';
export * from './account.js';
export * from './post.js';
export * from './email-change.js';
