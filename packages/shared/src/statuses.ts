/**
 * Status value lists of SPEC §3/§4, defined once: the constants endpoints serve
 * them and every domain imports them from here.
 */
export const PLAYER_STATUS = { active: 1, blocked: 2, selfExcluded: 3, closed: 4 } as const;

export const WALLET_ACCOUNT_STATUS = { active: 1, inactive: 2, hidden: 3 } as const;

export const INVOICE_STATUS = { pending: 1, success: 2, failed: 3 } as const;

export const INVOICE_TYPE = { deposit: 1, withdrawal: 2 } as const;

export const BET_STATUS = { open: 1, won: 2, lost: 3, refunded: 4, cashedOut: 5 } as const;

export const DOCUMENT_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

/** Player bonus and free spin share one status list; result applies with status finished. */
export const PLAYER_BONUS_STATUS = { issued: 1, active: 2, finished: 3 } as const;

export const PLAYER_BONUS_RESULT = { none: 1, played: 2, canceled: 3, expired: 4, expiredByTime: 5 } as const;

export const FREE_SPIN_STATUS = PLAYER_BONUS_STATUS;

export const FREE_SPIN_RESULT = { none: 1, played: 2, canceled: 3, expired: 4 } as const;

export const BONUS_CODE_STATUS = { pending: 1, applied: 2, incorrect: 3, notAvailable: 4 } as const;

export const QUEST_STATE = {
  issued: 1,
  activated: 2,
  completed: 3,
  canceled: 4,
  expired: 5,
  expiredByTime: 6,
} as const;

export const LIMIT_DEFINITION = { bet: 1, loss: 2, deposit: 3, selfExclusion: 4, coolingOff: 5 } as const;

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;

export const NOTIFICATION_STATE = { unread: 1, read: 2 } as const;

export const LOADING_STATUS = ['idle', 'pending', 'success', 'error'] as const;

export const CONSTANTS = {
  playerStatuses: PLAYER_STATUS,
  walletAccountStatuses: WALLET_ACCOUNT_STATUS,
  invoiceStatuses: INVOICE_STATUS,
  invoiceTypes: INVOICE_TYPE,
  betStatuses: BET_STATUS,
  documentStatuses: DOCUMENT_STATUS,
  playerBonusStatuses: PLAYER_BONUS_STATUS,
  playerBonusResults: PLAYER_BONUS_RESULT,
  freeSpinStatuses: FREE_SPIN_STATUS,
  freeSpinResults: FREE_SPIN_RESULT,
  bonusCodeStatuses: BONUS_CODE_STATUS,
  questStates: QUEST_STATE,
  limitDefinitions: LIMIT_DEFINITION,
  limitPeriods: LIMIT_PERIODS,
  notificationStates: NOTIFICATION_STATE,
} as const;
