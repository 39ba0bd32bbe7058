export declare const BEYOND_LATIN1: RegExp;
export declare const escapeBeyondLatin1: (source: string) => string;
