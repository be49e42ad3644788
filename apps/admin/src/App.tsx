/**
 * The back office: react-admin on our data and auth providers. Administrators get every resource;
 * managers get their syndicates, horses, members, memberships, join requests and chats (the API limits
 * the data to the syndicates they manage); stable staff get only Race data, to import racecards and results
 * for their syndicates (decision 027); anyone else is told they have no access.
 */
import { Admin, CustomRoutes, Resource, defaultTheme, type RaThemeOptions } from 'react-admin';
import { Route } from 'react-router-dom';
import { Typography, Box } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import PetsIcon from '@mui/icons-material/Pets';
import PersonIcon from '@mui/icons-material/Person';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import BadgeIcon from '@mui/icons-material/Badge';
import ArticleIcon from '@mui/icons-material/Article';
import SellIcon from '@mui/icons-material/Sell';
import HelpIcon from '@mui/icons-material/Help';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import ListIcon from '@mui/icons-material/List';
import MailIcon from '@mui/icons-material/Mail';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import SettingsIcon from '@mui/icons-material/Settings';
import ChatIcon from '@mui/icons-material/Chat';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import HistoryIcon from '@mui/icons-material/History';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { authProvider, type ConsoleRole } from './auth/auth-provider';
import { createDataProvider } from './data/data-provider';
import { LoginPage } from './layout/LoginPage';
import {
  AboutUsVideoCreate,
  AboutUsVideoEdit,
  AboutUsVideoList,
  AuditLogList,
  AuditLogShow,
  ChatCreate,
  ChatList,
  ContactMessageList,
  ContactMessageShow,
  ContactReasonCreate,
  ContactReasonEdit,
  ContactReasonList,
  FaqCreate,
  FaqEdit,
  FaqList,
  HorseCreate,
  HorseEdit,
  HorseList,
  JoinRequestList,
  MembershipCreate,
  MembershipEdit,
  MembershipList,
  MetadataCreate,
  MetadataEdit,
  MetadataList,
  PageCreate,
  PageEdit,
  PageList,
  PostAssetEdit,
  PostAssetList,
  PostEdit,
  PostList,
  PromoVideoCreate,
  PromoVideoEdit,
  PromoVideoList,
  RaceDataPage,
  SettingEdit,
  SettingList,
  SubscriberList,
  SyndicateCreate,
  SyndicateEdit,
  SyndicateList,
  UserEdit,
  UserList,
} from './resources/lazy';

const dataProvider = createDataProvider();

const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#1f2a44' }, secondary: { main: '#F36A81' } },
  shape: { borderRadius: 8 },
};

function NoAccess() {
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        No access
      </Typography>
      <Typography>
        The back office is for administrators, racing managers and stable staff. Sign out and sign in with
        such an account.
      </Typography>
    </Box>
  );
}

export function App({ signInProblem }: { signInProblem?: string | null }) {
  return (
    <Admin
      disableTelemetry
      title="Stride back office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={() => <LoginPage problem={signInProblem ?? null} />}
      theme={theme}
      requireAuth
    >
      {(permissions: ConsoleRole) => {
        const raceData = (
          <Resource
            key="race-data"
            name="race-data"
            list={RaceDataPage}
            options={{ label: 'Race data' }}
            icon={EmojiEventsIcon}
          />
        );
        // Stable staff import racecards and results for their syndicates, nothing else (decision 027).
        if (permissions === 'staff') return [raceData];
        if (permissions !== 'admin' && permissions !== 'manager') {
          return (
            <CustomRoutes>
              <Route path="/" element={<NoAccess />} />
            </CustomRoutes>
          );
        }
        const admin = permissions === 'admin';
        return [
          <Resource
            key="syndicates"
            name="syndicates"
            list={SyndicateList}
            edit={SyndicateEdit}
            create={admin ? SyndicateCreate : undefined}
            icon={GroupsIcon}
          />,
          <Resource
            key="horses"
            name="horses"
            list={HorseList}
            edit={HorseEdit}
            create={HorseCreate}
            icon={PetsIcon}
          />,
          <Resource
            key="join-requests"
            name="join-requests"
            list={JoinRequestList}
            options={{ label: 'Join requests' }}
            icon={HowToRegIcon}
          />,
          <Resource
            key="users"
            name="users"
            list={UserList}
            edit={UserEdit}
            options={{ label: admin ? 'Users' : 'Members' }}
            icon={PersonIcon}
            recordRepresentation="email"
          />,
          <Resource
            key="memberships"
            name="memberships"
            list={MembershipList}
            edit={MembershipEdit}
            create={MembershipCreate}
            icon={BadgeIcon}
          />,
          <Resource key="chats" name="chats" list={ChatList} create={ChatCreate} icon={ChatIcon} />,
          raceData,
          ...(admin
            ? [
                <Resource
                  key="posts"
                  name="posts"
                  list={PostList}
                  edit={PostEdit}
                  options={{ label: 'Posts' }}
                  icon={DynamicFeedIcon}
                />,
                <Resource
                  key="post-assets"
                  name="post-assets"
                  list={PostAssetList}
                  edit={PostAssetEdit}
                  options={{ label: 'Post files' }}
                  icon={DynamicFeedIcon}
                />,
                <Resource
                  key="pages"
                  name="pages"
                  list={PageList}
                  edit={PageEdit}
                  create={PageCreate}
                  options={{ label: 'Static pages' }}
                  icon={ArticleIcon}
                />,
                <Resource
                  key="metadata"
                  name="metadata"
                  list={MetadataList}
                  edit={MetadataEdit}
                  create={MetadataCreate}
                  options={{ label: 'Metadata' }}
                  icon={SellIcon}
                />,
                <Resource
                  key="faqs"
                  name="faqs"
                  list={FaqList}
                  edit={FaqEdit}
                  create={FaqCreate}
                  options={{ label: 'FAQs' }}
                  icon={HelpIcon}
                />,
                <Resource
                  key="promo-videos"
                  name="promo-videos"
                  list={PromoVideoList}
                  edit={PromoVideoEdit}
                  create={PromoVideoCreate}
                  options={{ label: 'Promo videos' }}
                  icon={OndemandVideoIcon}
                />,
                <Resource
                  key="about-us-videos"
                  name="about-us-videos"
                  list={AboutUsVideoList}
                  edit={AboutUsVideoEdit}
                  create={AboutUsVideoCreate}
                  options={{ label: 'About-us videos' }}
                  icon={VideoLibraryIcon}
                />,
                <Resource
                  key="contact-reasons"
                  name="contact-reasons"
                  list={ContactReasonList}
                  edit={ContactReasonEdit}
                  create={ContactReasonCreate}
                  options={{ label: 'Contact reasons' }}
                  icon={ListIcon}
                  recordRepresentation="label"
                />,
                <Resource
                  key="contact-messages"
                  name="contact-messages"
                  list={ContactMessageList}
                  show={ContactMessageShow}
                  options={{ label: 'Contact messages' }}
                  icon={MailIcon}
                />,
                <Resource
                  key="subscribers"
                  name="subscribers"
                  list={SubscriberList}
                  icon={SubscriptionsIcon}
                />,
                <Resource
                  key="settings"
                  name="settings"
                  list={SettingList}
                  edit={SettingEdit}
                  icon={SettingsIcon}
                />,
                <Resource
                  key="audit-log"
                  name="audit-log"
                  list={AuditLogList}
                  show={AuditLogShow}
                  options={{ label: 'Audit log' }}
                  icon={HistoryIcon}
                />,
              ]
            : []),
        ];
      }}
    </Admin>
  );
}
