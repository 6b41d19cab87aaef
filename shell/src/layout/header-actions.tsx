import { AlteredAgencyBanner } from '../support/altered-agency-banner.js';
import { UserMenu } from './user-menu.js';

/** The header's right side, on a phone and on a desktop: the altered agency, the user's menu. */
export const renderHeaderActions = () => [<AlteredAgencyBanner key="altered" />, <UserMenu key="user" />];
