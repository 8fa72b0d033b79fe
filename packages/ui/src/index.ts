export {
  ThemeRoot,
  belowNotebookMedia,
  betNameFamilies,
  darkTheme,
  darkTokens,
  desktopMedia,
  fullDesktopMedia,
  lightTheme,
  lightTokens,
  mobileMedia,
  notebookMedia,
  notebookUpMedia,
  themeNames,
  vars,
} from './theme';
export type { BetNameFamily, ThemeName, ThemeRootProps, ThemeTokens } from './theme';
// The mobile layout's media query and the ticking clock as hooks, for an app's containers as for the pieces here.
export { useIsMobile } from './internal/useMediaQuery';
export { useNow } from './internal/useNow';
export { mergeLabels } from './labels';
export type { Labels, ResolvedLabels } from './labels';
export { Button, buttonLabels, buttonSizes, buttonVariants } from './button';
export type { ButtonLabels, ButtonProps } from './button';
export { Dialog, DialogClose, dialogLabels, dialogWidths } from './dialog';
export type { DialogLabels, DialogProps, DialogWidth } from './dialog';
export {
  AlertDialog,
  ConfirmDialog,
  GlobalDialogHost,
  MessagePopup,
  alertDialogLabels,
  createGlobalDialogStore,
} from './alert-dialog';
export type {
  AlertDialogLabels,
  AlertDialogProps,
  ConfirmDialogProps,
  GlobalDialogHostProps,
  GlobalDialogRequest,
  GlobalDialogStore,
  MessagePopupProps,
} from './alert-dialog';
export { Tabs, tabsVariants } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { MoneyText, moneySignPositions, moneyTones } from './money-text';
export type { MoneyTextProps } from './money-text';
export { OddsText, oddsTextLabels } from './odds-text';
export type { OddsTextLabels, OddsTextProps } from './odds-text';
export {
  BetButton,
  betButtonStates,
  PriceAnnouncer,
  PRICE_ANNOUNCEMENT_INTERVAL_MS,
  useThrottledAnnouncement,
  betButtonName,
  priceDirection,
  betButtonLabels,
  pricesChangedMessage,
} from './bet-button';
export type {
  BetButtonProps,
  BetButtonState,
  BetButtonLabels,
  PriceAnnouncerProps,
  Announcement,
  ThrottledAnnouncementOptions,
  ThrottledAnnouncementState,
  BetButtonNameParts,
  PriceDirection,
} from './bet-button';
export { GameStatusLabel, PeriodLabel, MarketName } from './game-labels';
export type { GameStatusLabelProps, PeriodLabelProps, MarketNameProps } from './game-labels';
export { ErrorPage, errorPageLabels } from './error-page';
export type { ErrorPageLabels, ErrorPageLinkProps, ErrorPageProps } from './error-page';
export {
  MemberInfoPanel,
  LevelBadge,
  memberInfoPanelVariants,
  memberMobileActions,
  memberQuickActions,
  memberInfoPanelLabels,
  unreadMessagesLabel,
  cardCountText,
} from './member-info-panel';
export type { MemberAction, MemberInfoPanelProps, MemberInfoUser, MemberInfoPanelLabels, LevelBadgeProps } from './member-info-panel';
export { LoggedOutPanel, loggedOutPanelVariants, useLoginForm, loggedOutPanelLabels } from './logged-out-panel';
export type {
  LoggedOutBanner,
  LoggedOutPanelLinkProps,
  LoggedOutPanelProps,
  LoggedOutPanelLabels,
  LoginCredentials,
  LoginFormState,
  LoginFormStatus,
} from './logged-out-panel';
export { AmountField, QuickAddButtons, amountFieldLabels, formatAmountText, quickAddLabels, useAmountField } from './amount-field';
export type { AmountFieldLabels, QuickAddLabels, AmountFieldProps, AmountFieldState, QuickAddButtonsProps, UseAmountFieldOptions } from './amount-field';
export { BetConfirmDialog, betConfirmDialogLabels } from './bet-confirm-dialog';
export type { BetConfirmDialogLabels, BetConfirmDialogProps } from './bet-confirm-dialog';
export { OddsChangeDialog, oddsChangeDialogLabels, oddsChangeTotals } from './odds-change-dialog';
export type { OddsChangeDialogLabels, OddsChangeDialogProps, OddsChangeTotals } from './odds-change-dialog';
export {
  BetCartButton,
  BetSlip,
  BetSlipRefusal,
  SLIP_AREAS,
  SlipItem,
  betCartButtonLabels,
  betSlipLabels,
  betSlipVariants,
  slipItemLabels,
  useBetSlip,
} from './bet-slip';
export type {
  BetCartButtonLabels,
  BetCartButtonProps,
  BetSlipLabels,
  BetSlipMember,
  BetSlipProps,
  BetSlipState,
  BetSlipVariant,
  OddsChangeDialogState,
  PlaceBetFailure,
  SlipArea,
  SlipItemLabels,
  SlipItemProps,
  SlipSelection,
  UseBetSlipOptions,
} from './bet-slip';
export { PeriodFilter, periodFilterLabels } from './period-filter';
export type { PeriodFilterLabels, PeriodFilterProps } from './period-filter';
export { LedgerTable, ledgerTableLabels } from './ledger-table';
export type { LedgerColumn, LedgerColumnKind, LedgerPeriodTotal, LedgerSort, LedgerTableLabels, LedgerTableProps, SaveFile, SortDirection } from './ledger-table';
export { FigureExplain, figureExplainLabels } from './figure-explain';
export type { FigureExplainLabels, FigureExplainProps } from './figure-explain';
export { FigureCards, LosingFigure, figureCardsLabels } from './figure-cards';
export type { AgentKind, FigureCardsLabels, FigureCardsProps, LosingFigureProps, PartnerFigures } from './figure-cards';
export { PartnerFrame, partnerFrameLabels, partnerMenuItems, partnerMenuLabels } from './partner-frame';
export type { PartnerFrameLabels, PartnerFrameProps, PartnerLinkProps, PartnerMenuItem, PartnerPage } from './partner-frame';
export { RecommenderTabs, recommenderTabLabels, recommenderTabsLabels } from './recommender-tabs';
export type { RecommenderLinkProps, RecommenderPage, RecommenderTabsLabels, RecommenderTabsProps } from './recommender-tabs';
// The analysis route's chart: its own module, so only the route that draws it loads it.
export { AnalysisChart, analysisChartLabels } from './analysis-chart';
export type { AnalysisChartLabels, AnalysisChartProps, ChartMark, ChartSeries } from './analysis-chart';
export { Pagination, paginationLabels } from './pagination';
export type { PaginationLabels, PaginationProps } from './pagination';
export { BetHistoryList, BetHistoryPage, BetHistoryTable, HistorySlipTable, betHistoryLabels, betHistoryColumnLabels, betHistoryPageLabels } from './bet-history';
export type { BetHistoryListProps, BetHistoryPageLabels, BetHistoryPageProps, BetHistoryTableProps, HistorySlipTableProps, BetHistoryLabels } from './bet-history';
export { ThirdPartyBetTable, thirdPartyBetLabels, thirdPartyBetColumnLabels, useRowSelection } from './third-party-bets';
export type { ThirdPartyBetTableProps, ThirdPartyBetLabels, RowSelection } from './third-party-bets';
export { BetHistoryDialog, betHistoryDialogLabels, betHistoryTabs, tabGameTypes } from './bet-history-dialog';
export type { BetHistoryDialogProps, BetHistoryDialogLabels, BetHistoryTab } from './bet-history-dialog';
export { LoadState, loadStateLabels, loadStateLayouts, loadStates } from './load-state';
export type { LoadStateKind, LoadStateLabels, LoadStateLayout, LoadStateProps } from './load-state';
export { ChevronIcon, MenuIcon, MyPageIcon, PersonIcon, PointIcon, SearchIcon, StarIcon } from './icons';
export type { IconProps } from './icons';
export { FavouriteToggle, FixtureCard, KickOff, LiveBadge, LiveScore, LiveStatus, MarketBoard, OddsBoard, oddsBoardLabels, usePacedEntries } from './odds-board';
export type { FixtureCardProps, MarketBoardProps, OddsBoardEntry, OddsBoardLabels, OddsBoardProps } from './odds-board';
export { AccordionList, AccordionListItem } from './accordion';
export type { AccordionListItemProps, AccordionListProps } from './accordion';
export { SportTree, SportTreeBranches, SportTreeLink, SportTreeLinks, SportTreeStatus, sportTreeLabels } from './sport-tree';
export type {
  SportTreeBranch,
  SportTreeBranchesProps,
  SportTreeLabels,
  SportTreeLinkItem,
  SportTreeLinkRenderProps,
  SportTreeProps,
} from './sport-tree';
export {
  BoardHeading,
  BoardMaintenance,
  BoardNote,
  GameChoiceList,
  GroupedPillNav,
  MinigameBoard,
  PillGroup,
  ProviderCard,
  ProviderGrid,
  RoundHeader,
  VirtualGames,
  VirtualLeagueNav,
  gameBoardLabels,
  minigameBoardLabels,
} from './game-board';
export type {
  GameBoardLabels,
  GameChoice,
  GameChoiceListProps,
  MinigameBoardLabels,
  MinigameBoardProps,
  PillLink,
  PillLinkProps,
  ProviderCardProps,
  RoundHeaderProps,
  VirtualGamesProps,
  VirtualLeagueGroup,
  VirtualLeagueNavProps,
} from './game-board';
export { VirtualStream, virtualStreamLabels, virtualStreamStates } from './virtual-stream';
export type { VirtualStreamLabels, VirtualStreamProps, VirtualStreamState } from './virtual-stream';
export { BoardFilterBar, SportsBoardPage, SportsBoardResults } from './sports-board';
export type { SportsBoardPageProps, SportsBoardResultsProps } from './sports-board';
export { NavTabs, navTabsVariants } from './nav-tabs';
export type { NavTabItem, NavTabLinkProps, NavTabsProps, NavTabsVariant } from './nav-tabs';
export { SafeHtml, safeHtmlElements, sanitizeServerHtml, SERVER_HTML_ATTRIBUTES, SERVER_HTML_TAGS, SERVER_HTML_URL, serverHtmlTitle } from './safe-html';
export type { SafeHtmlElement, SafeHtmlProps } from './safe-html';
export { SelectField, TextAreaField, TextField, domainRule, textFieldLabels } from './text-field';
export type { SelectFieldProps, SelectOption, TextAreaFieldProps, TextFieldLabels, TextFieldProps } from './text-field';
export { WithdrawForm, WithdrawPanel, withdrawFormLabels, withdrawPanelLabels } from './withdraw-form';
export type { WithdrawFormLabels, WithdrawFormProps, WithdrawOutcome, WithdrawPanelLabels, WithdrawPanelProps } from './withdraw-form';
export { ChargeHistoryPage, ChargeHistoryTable, chargeHistoryLabels, chargeHistoryPageLabels } from './charge-history';
export type { ChargeHistoryLabels, ChargeHistoryPageLabels, ChargeHistoryPageProps, ChargeHistoryTab, ChargeHistoryTableProps } from './charge-history';
export { BalanceStrip, balanceStripConversions, balanceStripLabels, balanceStripVariants } from './balance-strip';
export type { BalanceStripBalances, BalanceStripLabels, BalanceStripProps } from './balance-strip';
export { ConversionForm, conversionFormLabels, conversionFormStates, conversionHint } from './conversion-form';
export type { ConversionFormLabels, ConversionFormProps, ConversionFormState } from './conversion-form';
export { PointCompDialog, pointCompDialogLabels } from './point-comp-dialog';
export type { PointCompDialogLabels, PointCompDialogProps } from './point-comp-dialog';
export { DepositForm, DepositPanel, bonusConfirmText, depositFormLabels, depositPanelTabs, quickAddLabel } from './deposit-form';
export type { DepositAccount, DepositBonusOption, DepositFormLabels, DepositFormProps, DepositPanelProps, DepositPanelTab, DepositSubmission } from './deposit-form';
export { MessageBox, messageBoxLabels } from './message-box';
export type { MessageBoxProps, MessageBoxLabels } from './message-box';
export { CustomerCentre, CustomerEnquiryForm, customerCentreLabels, customerEnquiryFormLabels } from './customer-enquiry-form';
export type { CustomerCentreLabels, CustomerCentreProps, CustomerEnquiry, CustomerEnquiryFormLabels, CustomerEnquiryFormProps, CustomerEnquiryOutcome } from './customer-enquiry-form';
export { MyWallet, myWalletLabels } from './my-wallet';
export type { MyWalletLabels, MyWalletProps } from './my-wallet';
export { BackOfficeNotice, backOfficeNoticeLabels } from './back-office-notice';
export type { BackOfficeNoticeLabels, BackOfficeNoticeProps } from './back-office-notice';
export { MaintenancePage, maintenanceImages, maintenancePageLabels } from './maintenance-page';
export type { MaintenanceImage, MaintenancePageLabels, MaintenancePageProps } from './maintenance-page';
export { PopupLayer, popupLayerLabels } from './popup-layer';
export type { PopupArea, PopupLayerItem, PopupLayerLabels, PopupLayerProps } from './popup-layer';
export { NoticeArticle, NoticeBoardPage, NoticeLinkBoard, NoticeLinkList, NoticeList, NoticeWidget, noticeArticleLabels, noticeBoardPageLabels, noticeListLabels, noticeWidgetLabels } from './notice-board';
export type {
  NoticeArticleLabels,
  NoticeArticleProps,
  NoticeBoardKind,
  NoticeBoardPageLabels,
  NoticeBoardPageProps,
  NoticeLinkBoardProps,
  NoticeLinkListProps,
  NoticeLinkProps,
  NoticeListLabels,
  NoticeListProps,
  NoticeWidgetLabels,
  NoticeWidgetLinkProps,
  NoticeWidgetProps,
} from './notice-board';
export { NoticeWriteForm, noticeWriteFormLabels } from './notice-write-form';
export type { NoticeWriteFormLabels, NoticeWriteFormProps } from './notice-write-form';
export type { PostDraft, PostOutcome } from './post-form';
export {
  AppHeader,
  BelowNotebook,
  BoardColumns,
  BoardPage,
  BoardPanel,
  BottomBar,
  DemoBadge,
  FloatingTabBar,
  FrameBody,
  frameLabels,
  HeaderAccount,
  HeaderBalance,
  HeaderBrand,
  HeaderClock,
  HeaderEnd,
  HeaderGuestButtons,
  HeaderIconButton,
  HeaderSession,
  HeaderSpacer,
  FramePage,
  LoadingLine,
  MenuTabs,
  NoticeStrip,
  PageSection,
  PillList,
  QuickLinkBar,
  RailDrawer,
  SideColumn,
  SlipColumn,
  useFrameDrawer,
} from './frame';
export type { AppHeaderProps, BoardPageProps, BottomBarProps, ChromeBarProps, ChromeItem, ChromeLinkProps, HeaderAccountProps, HeaderGuestButtonsProps, HeaderLinkProps, FramePageProps, MenuTabsProps, PageSectionProps, PageSectionWidth, RailDrawerProps, SideColumnProps, SlipColumnProps } from './frame';
export { Drawer, DrawerBanners, DrawerButtons, DrawerNav } from './drawer';
export type { DrawerProps } from './drawer';
export { GameResultPage, GameResultTable, gameResultPageLabels, gameResultTableLabels } from './game-result-table';
export type { GameResultPageLabels, GameResultPageProps, GameResultTableLabels, GameResultTableProps } from './game-result-table';
export { AttendanceCalendar, attendanceCalendarLabels } from './attendance-calendar';
export type { AttendanceCalendarLabels, AttendanceCalendarProps } from './attendance-calendar';
export { JackpotBox, jackpotBoxLabels } from './jackpot-box';
export type { JackpotBoxLabels, JackpotBoxProps } from './jackpot-box';
export { Marquee } from './marquee';
export type { MarqueeProps } from './marquee';
export {
  AlertSettingsForm,
  MyPageDialog,
  PasswordChangeForm,
  UserInfoDialog,
  alertSettingsFormLabels,
  myPageDialogLabels,
  passwordChangeFormLabels,
  userInfoDialogLabels,
  userInfoHrefs,
  userInfoLinks,
} from './my-page';
export type {
  AlertSettingsFormLabels,
  AlertSettingsFormProps,
  MyPageDialogLabels,
  MyPageDialogProps,
  MyPageUser,
  PasswordChangeFormLabels,
  PasswordChangeFormProps,
  PasswordChangeOutcome,
  PasswordChangeValues,
  UserInfoDialogLabels,
  UserInfoDialogProps,
  UserInfoLink,
  UserInfoLinkProps,
  UserInfoUser,
} from './my-page';
export { RouletteDialog, RouletteWheel, rouletteDialogLabels, rouletteTabLabel } from './roulette';
export type { RouletteDialogLabels, RouletteDialogProps, RouletteWheelProps } from './roulette';
export {
  FindPasswordDialog,
  JoinDialog,
  JoinForm,
  NonMemberDialog,
  findPasswordDialogLabels,
  joinDialogLabels,
  joinFormLabels,
  nonMemberDialogLabels,
} from './sign-up';
export type {
  CheckedJoinCode,
  FindPasswordDialogLabels,
  FindPasswordDialogProps,
  FindPasswordValues,
  JoinCheckField,
  JoinDialogLabels,
  JoinDialogProps,
  JoinFormLabels,
  JoinFormProps,
  JoinFormValues,
  JoinStep,
  JoinVerificationCalls,
  NonMemberDialogLabels,
  NonMemberDialogProps,
  SmsStatus,
} from './sign-up';
