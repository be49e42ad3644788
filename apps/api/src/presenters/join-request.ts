/**
 * The only way a join request row becomes JSON: what the person asked with, the syndicate as an IRI and
 * the status. Manager-only facts (who decided, when) stay for the back office.
 */
import { iri } from '@stride/shared';
import type { JoinRequest } from '../db/schema/index.js';

/** JSON of a join request as its author sees it. */
export interface JoinRequestJson {
  id: number;
  syndicate: string;
  status: JoinRequest['status'];
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string | null;
  createdAt: string;
}

/** Presents a join request to the person who made it. */
export function presentJoinRequest(request: JoinRequest): JoinRequestJson {
  return {
    id: request.id,
    syndicate: iri('syndicates', request.syndicateId),
    status: request.status,
    firstname: request.firstname,
    lastname: request.lastname,
    email: request.email,
    phoneNumber: request.phone,
    createdAt: request.createdAt.toISOString(),
  };
}
