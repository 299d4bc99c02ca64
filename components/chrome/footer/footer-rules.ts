/** docs/rules/chrome.md: social networks shown in the footer; twitter and youtube stay configured but hidden. */
export const SHOWN_SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'linkedIn', 'pinterest'] as const
/** docs/rules/limits.md: at most 4 payment logos on mobile. */
export const MOBILE_PAYMENT_LOGOS = 4
