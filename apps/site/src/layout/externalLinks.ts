// Not in spec: the site's outside addresses (the spec names only what they are). Set yours here; every link reads them.
export const externalLinks = {
  /** The messenger support chat. */
  messenger: 'https://t.me/betkit_support',
  /** The notice channel. */
  noticeChannel: 'https://t.me/betkit_notice',
  /** The domain guide. */
  domainGuide: 'https://betkit.example.com/domain',
  /** The alternate domain. */
  alternateDomain: 'https://betkit2.example.com',
} as const;
