/**
 * The site's cross-feature imports as they stood when the feature boundary came to lint (issue 33): each file of a
 * feature folder (apps/site/src/<feature>/) and the files of other features it still imports. A feature imports only
 * app/, its own folder and the packages; these are the debts. This list may only shrink: when a shared piece moves
 * into app/ (or into @betkit/ui, domain or api), delete its lines. No new cross-feature import is added here; a file
 * that is renamed or split carries its own lines along, no more.
 */
export const crossFeatureImports = {
  'account/memberDialog.ts': ['money/walletDialogs.ts'],
  'attendance/queries.ts': ['session/queries.ts'],
  'betting/queries.ts': ['history/historyKeys.ts'],
  'customer/CustomerPage.tsx': ['money/walletEnquiry.tsx'],
  'games/GameFrame.tsx': ['betting/SlipColumn.tsx'],
  'history/GameResultPage.stories.tsx': ['screens/ErrorPages.tsx'],
  'layout/AppLayout.stories.tsx': ['sports/PrematchPage.tsx'],
  'layout/AppLayout.tsx': [
    'betting/MobileSlip.tsx',
    'betting/SlipColumn.tsx',
    'betting/StaleNotice.tsx',
    'screens/DemoBackendCard.tsx',
    'screens/ErrorPages.tsx',
    'shell/QuietBoundary.tsx',
    'shell/SiteGuards.tsx',
    'shell/queries.ts',
    'sports/SportTree.tsx',
  ],
  'layout/DesktopChrome.tsx': ['boards/NoticeWidgetHost.tsx'],
  'layout/HoldemTab.tsx': ['games/holdemEntry.ts'],
  'layout/MemberColumn.tsx': ['boards/jackpotData.ts'],
  'layout/MemberShortcuts.tsx': [
    'account/accountDialogs.ts',
    'money/RouletteDialogHost.tsx',
    'money/moneyDialogs.ts',
    'money/useMemberOnlyDialog.ts',
    'money/walletDialogs.ts',
  ],
  'layout/MobileDrawers.tsx': ['boards/NoticeWidgetHost.tsx', 'money/depositActions.ts', 'session/queries.ts'],
  'layout/labels.ts': ['sports/betStylePaths.ts'],
  'messages/messagesData.ts': ['session/queries.ts'],
  'money/RouletteDialogHost.stories.tsx': ['layout/AppLayout.tsx', 'layout/labels.ts'],
  'money/queries.ts': ['session/queries.ts'],
  'screens/ErrorPages.stories.tsx': ['sports/InplayPage.tsx'],
  'session/LoginDialog.tsx': ['visitor/visitorDialogs.ts'],
  'session/SessionProvider.tsx': ['visitor/visitorDialogs.ts'],
  'shell/ShellGuards.stories.tsx': ['layout/AppLayout.tsx'],
  'sports/InplayPage.stories.tsx': ['betting/labels.ts'],
  'sports/InplayPage.tsx': ['betting/SlipColumn.tsx'],
  'sports/PrematchPage.tsx': ['betting/SlipColumn.tsx'],
  'visitor/VisitorDialogs.stories.tsx': ['layout/AppLayout.tsx'],
  'visitor/visitorLabels.ts': ['layout/chromeLabels.ts'],
};
