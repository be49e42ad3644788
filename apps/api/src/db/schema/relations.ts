/** Drizzle relations, so services can load object graphs with `db.query.<table>.findMany({ with })`. */
import { relations } from 'drizzle-orm';
import { chatMembers, chats, messageReads, messages } from './chats.js';
import { contactMessages, contactReasons } from './contact.js';
import { horseEntries, horses } from './horses.js';
import { comments, postAssets, postLikes, postViews, posts } from './posts.js';
import { joinRequests, memberships, syndicates } from './syndicates.js';
import { notificationSettings, pushSubscriptions, users } from './users.js';

export const usersRelations = relations(users, ({ many, one }) => ({
  memberships: many(memberships),
  notificationSettings: one(notificationSettings),
  pushSubscriptions: many(pushSubscriptions),
  chatMembers: many(chatMembers),
}));

export const notificationSettingsRelations = relations(notificationSettings, ({ one }) => ({
  user: one(users, { fields: [notificationSettings.userId], references: [users.id] }),
}));

export const pushSubscriptionsRelations = relations(pushSubscriptions, ({ one }) => ({
  user: one(users, { fields: [pushSubscriptions.userId], references: [users.id] }),
}));

export const syndicatesRelations = relations(syndicates, ({ many }) => ({
  memberships: many(memberships),
  horses: many(horses),
  posts: many(posts),
  chats: many(chats),
  joinRequests: many(joinRequests),
}));

export const membershipsRelations = relations(memberships, ({ one }) => ({
  user: one(users, { fields: [memberships.userId], references: [users.id] }),
  syndicate: one(syndicates, { fields: [memberships.syndicateId], references: [syndicates.id] }),
}));

export const joinRequestsRelations = relations(joinRequests, ({ one }) => ({
  syndicate: one(syndicates, { fields: [joinRequests.syndicateId], references: [syndicates.id] }),
  user: one(users, { fields: [joinRequests.userId], references: [users.id] }),
}));

export const horsesRelations = relations(horses, ({ one, many }) => ({
  syndicate: one(syndicates, { fields: [horses.syndicateId], references: [syndicates.id] }),
  entries: many(horseEntries),
  posts: many(posts),
}));

export const horseEntriesRelations = relations(horseEntries, ({ one }) => ({
  horse: one(horses, { fields: [horseEntries.horseId], references: [horses.id] }),
  syndicate: one(syndicates, { fields: [horseEntries.syndicateId], references: [syndicates.id] }),
  post: one(posts, { fields: [horseEntries.postId], references: [posts.id] }),
}));

export const postsRelations = relations(posts, ({ one, many }) => ({
  syndicate: one(syndicates, { fields: [posts.syndicateId], references: [syndicates.id] }),
  horse: one(horses, { fields: [posts.horseId], references: [horses.id] }),
  author: one(users, { fields: [posts.authorId], references: [users.id] }),
  horseEntry: one(horseEntries, { fields: [posts.horseEntryId], references: [horseEntries.id] }),
  assets: many(postAssets),
  likes: many(postLikes),
  views: many(postViews),
  comments: many(comments),
}));

export const postAssetsRelations = relations(postAssets, ({ one }) => ({
  post: one(posts, { fields: [postAssets.postId], references: [posts.id] }),
}));

export const postLikesRelations = relations(postLikes, ({ one }) => ({
  post: one(posts, { fields: [postLikes.postId], references: [posts.id] }),
  user: one(users, { fields: [postLikes.userId], references: [users.id] }),
}));

export const postViewsRelations = relations(postViews, ({ one }) => ({
  post: one(posts, { fields: [postViews.postId], references: [posts.id] }),
  user: one(users, { fields: [postViews.userId], references: [users.id] }),
}));

export const commentsRelations = relations(comments, ({ one }) => ({
  post: one(posts, { fields: [comments.postId], references: [posts.id] }),
  author: one(users, { fields: [comments.authorId], references: [users.id] }),
}));

export const chatsRelations = relations(chats, ({ one, many }) => ({
  syndicate: one(syndicates, { fields: [chats.syndicateId], references: [syndicates.id] }),
  members: many(chatMembers),
  messages: many(messages),
}));

export const chatMembersRelations = relations(chatMembers, ({ one }) => ({
  chat: one(chats, { fields: [chatMembers.chatId], references: [chats.id] }),
  user: one(users, { fields: [chatMembers.userId], references: [users.id] }),
}));

export const messagesRelations = relations(messages, ({ one, many }) => ({
  chat: one(chats, { fields: [messages.chatId], references: [chats.id] }),
  author: one(users, { fields: [messages.authorId], references: [users.id] }),
  reads: many(messageReads),
}));

export const messageReadsRelations = relations(messageReads, ({ one }) => ({
  message: one(messages, { fields: [messageReads.messageId], references: [messages.id] }),
  user: one(users, { fields: [messageReads.userId], references: [users.id] }),
}));

export const contactMessagesRelations = relations(contactMessages, ({ one }) => ({
  reason: one(contactReasons, { fields: [contactMessages.reasonId], references: [contactReasons.id] }),
}));
