// Maintenance mode in the page (SPEC §1, §4): the notice for whitelisted visitors.
export { MaintenanceNotice } from './maintenance-notice';
