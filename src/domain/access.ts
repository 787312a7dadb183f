/**
 * The one access policy (docs/architecture.md § Roles and access; docs/rules.md R3.1–R3.8):
 * role × resource × action. The Refine access-control provider reads it for the sider, buttons
 * and routes; the server reads it as the guard of every route (`config.access` in
 * server/access.ts). A role says what a session acts as; what rows it may see comes from
 * relationships in the database (a tenant's leases, an owner's verified rooms, an agent's valid
 * proxies, a manager's company), checked by each resource's repo on the server.
 *
 * Pure: no React, no Node.
 */

/** Roles a session can act in: guest (guest or tenant), owner, agent, manager (MC staff). */
export const ROLES = ['guest', 'owner', 'agent', 'manager'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may call an action:
 * - `public`: anyone, logged in or not;
 * - `user`: any logged-in session, whatever its role;
 * - a list of roles: a logged-in session acting in one of them.
 */
export type AccessRule = 'public' | 'user' | readonly Role[];

const MANAGER = ['manager'] as const;
const GUEST = ['guest'] as const;
const LANDLORD = ['owner', 'agent'] as const;
const RENT_SIDES = ['guest', 'owner', 'agent'] as const;
/** People with documents of their own (not the MC's staff). */
const PEOPLE = ['guest', 'owner', 'agent'] as const;
const OWNER = ['owner'] as const;

/**
 * The policy table: resource → action → rule. Resource names are Refine's (kebab case, as in
 * the API path); actions are Refine's (`list`, `show`, `create`, `edit`, `delete`) or a verb of
 * the resource (`pay`, `cancel`, …). Every server route names one cell of this table.
 */
export const POLICY = {
  /** Public content: company, buildings, news, partners, pages, segments, FAQ. */
  content: { list: 'public', show: 'public' },
  /** Login by SMS code; the session itself. */
  auth: { code: 'public', login: 'public', logout: 'user', me: 'user', role: 'user' },
  /** Public forms: call-back, feedback, questions. */
  forms: { create: 'public' },
  /** Object search and object pages. */
  objects: { list: 'public', show: 'public' },
  /** Tariffs of the booking form. */
  tariffs: { list: 'public' },
  /**
   * Bookings: a visitor books before logging in (a claim token ties it to the account later, in
   * whatever role the session acts); seeing and paying a booking needs the login. The list and
   * the cancellation are a guest's (tenant's): an owner, agent or manager session switches role.
   * A guest's tourist-tax exemption claim (`exempt`, docs/rules.md R5.26) and the online check-in
   * (`checkIn`, R20.2) are the booker's, signed in; a guest fills their own check-in through the
   * link the booker shared (`sharedCheckIn`), its token the key. Anyone may ask the price of a
   * stay (`quote`, docs/rules.md R5.28–R5.32).
   */
  bookings: {
    list: GUEST,
    show: 'user',
    create: 'public',
    quote: 'public',
    cancel: GUEST,
    pay: 'user',
    claim: 'user',
    exempt: 'user',
    checkIn: 'user',
    sharedCheckIn: 'public',
  },
  /** Payment provider callbacks (public), a payment's state and the sandbox acquirer (the payer's). */
  payments: { webhook: 'public', show: 'user', complete: 'user' },
  /** Uploaded files (scans, documents): a logged-in user or a booking's claim token. */
  uploads: { create: 'public' },
  /** Profile, phone change, account deletion. */
  profile: { show: 'user', edit: 'user', delete: 'user', list: 'user' },
  /**
   * In-app notifications and push devices; live events (docs/rules.md R23.10), which first carried
   * the notifications: any signed-in session asks a ticket (`liveTicket`); the stream itself
   * (`liveStream`) is opened by the browser's `EventSource`, which sends no `Authorization`: the
   * ticket is its key.
   */
  notifications: {
    list: 'user',
    show: 'user',
    edit: 'user',
    device: 'user',
    liveTicket: 'user',
    liveStream: 'public',
  },
  /** Utility accounts, meter readings and their payment (docs/rules.md R10): a guest's (tenant's) own accounts. */
  bills: { list: GUEST, show: GUEST, readings: GUEST, pay: GUEST },
  /**
   * Leases (docs/rules.md R9, R12.4): a tenant (guest session) sees, pays, extends and ends their
   * own; an owner or an agent allowed `tenants` adds tenants to self-administered rooms and
   * extends, ends or checks in their leases (one implementation, server/services/rents.ts).
   */
  rents: {
    list: RENT_SIDES,
    show: RENT_SIDES,
    create: LANDLORD,
    extend: RENT_SIDES,
    end: RENT_SIDES,
    pay: GUEST,
    checkIn: RENT_SIDES,
  },
  /** The services catalog (docs/rules.md R15.1): public. */
  services: { list: 'public', show: 'public' },
  /** A guest's (tenant's) service orders (docs/rules.md R15.5, R15.6): their own only. */
  'requested-services': { list: GUEST, show: GUEST, create: GUEST, pay: GUEST, cancel: GUEST },
  /** Repair, emergency and custom requests (docs/rules.md R15.7, R15.8): a guest's (tenant's) own. */
  'service-requests': { list: GUEST, show: GUEST, create: GUEST, comment: GUEST, rate: GUEST },
  /**
   * Documents (docs/rules.md R11): a guest (tenant), owner or agent sees its own documents (rows by user),
   * requests one, pays one; `sign` is refused on the web (R11.3, the mobile app signs).
   */
  documents: { list: PEOPLE, show: PEOPLE, create: PEOPLE, pay: PEOPLE, sign: PEOPLE },
  /**
   * An owner's rooms (docs/rules.md R12.1, R12.5–R12.7): list, page, a room application, requests
   * to connect to and terminate the MC's management, own stays. Rows: `visibleObjects`
   * (server/scope.ts): an agent sees the rooms its valid proxies allow (none until the agents
   * resource fills `proxiedObjects`); adding a room and own stays are the owner's.
   */
  'owner-rooms': { list: LANDLORD, show: LANDLORD, create: OWNER, control: LANDLORD, stays: OWNER },
  /** The caller's own applications to the MC (docs/rules.md R12.2); the MC decides them in the back office. */
  applications: { list: LANDLORD, show: LANDLORD },
  /** The account's start page: every logged-in role (its content depends on the role). */
  dashboard: { list: 'user' },
  /** Owner reports and monthly statements (docs/rules.md R13): an owner's rooms, or an agent's by a proxy allowing reports. */
  reports: { list: LANDLORD, show: LANDLORD, export: LANDLORD },
  /** Owners' voting (docs/rules.md R14): an owner's rooms, or an agent's by a proxy allowing votes. */
  polls: { list: LANDLORD, show: LANDLORD, vote: LANDLORD },
  /**
   * Agents by proxy (docs/rules.md R12.3, R12.10): an owner lists, adds and revokes the proxies it
   * gave; an agent lists the valid proxies it holds. The MC verifies a new proxy in the back
   * office (`backoffice.act`).
   */
  agents: { list: LANDLORD, show: LANDLORD, create: OWNER, revoke: OWNER, rooms: OWNER },
  /**
   * Room subscriptions (R12.8): an owner, or an agent whose valid proxy allows `pay` for the room
   * (otherwise 403), connects, pays, disconnects and turns auto-charge off.
   */
  subscriptions: {
    list: LANDLORD,
    show: LANDLORD,
    create: LANDLORD,
    pay: LANDLORD,
    disconnect: LANDLORD,
    autoCharge: LANDLORD,
  },
  /** The management company's back office: managers only, every action. */
  backoffice: { list: MANAGER, show: MANAGER, create: MANAGER, edit: MANAGER, delete: MANAGER, act: MANAGER },
  /**
   * A person's own consents (docs/rules.md R21.3–R21.4): every role lists them, gives one outside a
   * form (`create`: the cross-border consent of push) and withdraws its own; the manager's read-only
   * list is the back office's.
   */
  consents: { list: ROLES, show: ROLES, create: ROLES, withdraw: ROLES },
  /**
   * Reviews after a stay (docs/rules.md R24.1–R24.3): the booking's guest lists its reviews,
   * reads a booking's review state, sends and edits its review; an object's published reviews are
   * public (`objects.show`), moderation is the back office's.
   */
  reviews: { list: GUEST, show: GUEST, create: GUEST, edit: GUEST },
  /**
   * Conversations with the MC (docs/rules.md R23.2): a guest (tenant), owner or agent lists, opens,
   * writes in and reads its own (an agent: those of the rooms its valid proxy covers); managers
   * answer in the back office's inbox (`backoffice.*`).
   */
  conversations: { list: PEOPLE, show: PEOPLE, create: PEOPLE, post: PEOPLE, read: PEOPLE },
} as const satisfies Record<string, Record<string, AccessRule>>;

export type PolicyResource = keyof typeof POLICY;
export type PolicyAction<R extends PolicyResource> = keyof (typeof POLICY)[R] & string;

/** The rule of one cell; undefined when the table has no such cell. */
export function ruleOf(resource: string, action: string): AccessRule | undefined {
  // Own properties only: `constructor`, `toString`… are not cells.
  if (!Object.hasOwn(POLICY, resource)) return undefined;
  const row = (POLICY as Record<string, Record<string, AccessRule>>)[resource];
  return Object.hasOwn(row, action) ? row[action] : undefined;
}

/** True when `rule` admits a caller acting as `role` (null: not logged in). */
export function ruleAllows(rule: AccessRule, role: Role | null | undefined): boolean {
  if (rule === 'public') return true;
  if (!role) return false;
  if (rule === 'user') return true;
  return rule.includes(role);
}

/**
 * May a caller acting as `role` (null: anonymous) perform `action` on `resource`?
 * A cell missing from the table is denied.
 */
export function can(role: Role | null | undefined, resource: string, action: string): boolean {
  const rule = ruleOf(resource, action);
  return rule !== undefined && ruleAllows(rule, role);
}

/** The roles that may perform `action` on `resource` (for `meta.roles` and the sider). */
export function rolesFor(resource: string, action: string): readonly Role[] {
  const rule = ruleOf(resource, action);
  if (rule === undefined) return [];
  if (rule === 'public' || rule === 'user') return ROLES;
  return rule;
}

/**
 * The status a denied call answers: 401 when not logged in, 403 for a wrong role
 * (docs/rules.md R3.4). Someone else's row is 404, decided by the resource's repo.
 */
export function deniedStatus(role: Role | null | undefined): 401 | 403 {
  return role ? 403 : 401;
}
