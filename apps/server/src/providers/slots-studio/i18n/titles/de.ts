import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Glückssieben',
  h2: 'Bar',
  h3: 'Glocke',
  h4: 'Wassermelone',
  A: 'Trauben',
  K: 'Orange',
  Q: 'Zitrone',
  9: 'Kirschen',
};

export const de: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Skarabäen, Anchs und die goldene Maske: Drei Pyramiden öffnen dreifache Freispiele im Tal der Könige.',
    symbols: {
      h1: 'Goldene Maske',
      h2: 'Horusauge',
      h3: 'Anch',
      h4: 'Skarabäus',
      wild: 'Pharao-Wild',
      scatter: 'Pyramiden-Scatter',
    },
  },
  'aztec-sun-gold': {
    description:
      'Erklimme den Dschungeltempel bis zum Sonnenstein: Jadegötzen, Federschlangen und dreifache Freispiele.',
    symbols: {
      h1: 'Sonnenstein',
      h2: 'Jadegötze',
      h3: 'Quetzalfeder',
      h4: 'Kakaofrucht',
      wild: 'Tempel-Wild',
      scatter: 'Sonnen-Scatter',
    },
  },
  'lucky-clover': {
    description: 'Vierblättrige Kleeblätter, Hufeisen und ein Topf voll Gold am Ende jedes Regenbogen-Bonus.',
    symbols: {
      h1: 'Goldtopf',
      h2: 'Hufeisen',
      h3: 'Goldmünze',
      h4: 'Zylinder',
      wild: 'Kleeblatt-Wild',
      scatter: 'Regenbogen-Scatter',
    },
  },
  'fruit-fiesta': {
    description: 'Drei Walzen saftiger Klassiker, auf denen sich ×2- und ×3-Wilds bis ×9 multiplizieren.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description:
      'Eine Retro-Spielhalle voll leuchtender Siebenen und Bars; staple die Multiplikator-Wilds zur ×9-Linie.',
    symbols: { ...fruit, wild2: 'Neon-Wild ×2', wild3: 'Neon-Wild ×3' },
  },
  'diamond-deluxe': {
    description: 'Ein edler Drei-Walzen-Klassiker aus geschliffenen Diamanten und Kronen mit multiplizierenden Wilds.',
    symbols: {
      h1: 'Diamant',
      h2: 'Krone',
      h3: 'Ring',
      h4: 'Rubin',
      A: 'Smaragd',
      K: 'Saphir',
      Q: 'Goldbarren',
      9: 'Perle',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Betritt um Mitternacht das Schloss des Grafen: Premiumsymbole zahlen ab zwei, Freispiele beißen mit ×3 zu.',
    symbols: {
      h1: 'Der Graf',
      h2: 'Blutkelch',
      h3: 'Blutrote Rose',
      h4: 'Kerze',
      wild: 'Fledermaus-Wild',
      scatter: 'Vollmond-Scatter',
    },
  },
  'dragons-hoard': {
    description: 'Wecke den Drachen und plündere seinen Berg aus Gold; jeder Freispielgewinn wird verdreifacht.',
    symbols: {
      h1: 'Drache',
      h2: 'Drachenei',
      h3: 'Schild',
      h4: 'Schwert',
      wild: 'Feuer-Wild',
      scatter: 'Schatz-Scatter',
    },
  },
  'olympus-thunder': {
    description: 'Zeus schleudert dreifache Freispiele aus den Wolken über dem Tempel der Götter.',
    symbols: {
      h1: 'Blitz',
      h2: 'Goldener Helm',
      h3: 'Leier',
      h4: 'Lorbeer',
      wild: 'Tempel-Wild',
      scatter: 'Adler-Scatter',
    },
  },
  'gem-vault-jackpot': {
    description: 'Knacke den Tresor: Fünf Tresorsymbole irgendwo zahlen den festen Jackpot von 1.000×.',
    symbols: {
      h1: 'Diamant',
      h2: 'Rubin',
      h3: 'Smaragd',
      h4: 'Saphir',
      wild: 'Wild',
      scatter: 'Schlüssel-Scatter',
      jackpot: 'Tresor-Jackpot',
    },
  },
  'pirates-plunder': {
    description: 'Hisse die schwarze Flagge auf 25 Linien; fünf Truhen irgendwo zahlen den Jackpot von 1.000×.',
    symbols: {
      h1: 'Kapitän',
      h2: 'Schiff',
      h3: 'Anker',
      h4: 'Kompass',
      wild: 'Jolly-Roger-Wild',
      scatter: 'Karten-Scatter',
      jackpot: 'Truhen-Jackpot',
    },
  },
  'golden-lantern': {
    description: 'Laternen erhellen den Nachtmarkt: Glücksmünzen, Kois und ein goldener Jackpot von 1.000×.',
    symbols: {
      h1: 'Drachenperle',
      h2: 'Koi',
      h3: 'Glücksmünze',
      h4: 'Fächer',
      wild: 'Laternen-Wild',
      scatter: 'Böller-Scatter',
      jackpot: 'Goldbarren-Jackpot',
    },
  },
  'sugar-rush-ways': {
    description: '243 Wege durch ein Bonbonland aus Lutschern und Gummidrops mit doppelten Freispielen.',
    symbols: {
      h1: 'Lutscher',
      h2: 'Bonbon',
      h3: 'Herzkaugummi',
      h4: 'Sternengelee',
      wild: 'Bonbon-Wild',
      scatter: 'Cupcake-Scatter',
    },
  },
  'coral-reef': {
    description: 'Tauche auf 243 Wegen durch ein sonniges Riff voller Schildkröten, Perlen und doppelter Freispiele.',
    symbols: {
      h1: 'Perle',
      h2: 'Fisch',
      h3: 'Muschel',
      h4: 'Seestern',
      wild: 'Wellen-Wild',
      scatter: 'Schatz-Scatter',
    },
  },
  'safari-sunset': {
    description: 'Streife zur goldenen Stunde durch die Savanne: 243 Wege und doppelte Freispiele bei den Big Five.',
    symbols: {
      h1: 'Löwe',
      h2: 'Stoßzahn',
      h3: 'Akazie',
      h4: 'Trommel',
      wild: 'Sonnenuntergangs-Wild',
      scatter: 'Jeep-Scatter',
    },
  },
  'jungle-spirits': {
    description: '1.024 Wege unter dem Blätterdach, wo Stammesmasken dreifache Freispiele bewachen.',
    symbols: {
      h1: 'Geistermaske',
      h2: 'Tukan',
      h3: 'Orchidee',
      h4: 'Blatt',
      wild: 'Totem-Wild',
      scatter: 'Wasserfall-Scatter',
    },
  },
  'gold-rush-canyon': {
    description: 'Steck deinen Claim auf 1.024 Wegen im Wilden Westen ab; Sheriffsterne bringen dreifache Freispiele.',
    symbols: {
      h1: 'Goldnugget',
      h2: 'Cowboyhut',
      h3: 'Hufeisen',
      h4: 'Kaktus',
      wild: 'Sheriff-Wild',
      scatter: 'Steckbrief-Scatter',
    },
  },
  'arctic-aurora': {
    description: 'Unter dem Nordlicht: 1.024 Wege aus Eiskristallen und dreifache Freispiele.',
    symbols: {
      h1: 'Eiskristall',
      h2: 'Schneeflocke',
      h3: 'Kiefer',
      h4: 'Mond',
      wild: 'Polarlicht-Wild',
      scatter: 'Iglu-Scatter',
    },
  },
  'valhalla-megaways': {
    description: 'Bis zu 117.649 Wege in die Halle der Gefallenen: Runen, Hämmer und doppelte Freispiele.',
    symbols: {
      h1: 'Hammer',
      h2: 'Hörnerhelm',
      h3: 'Schild',
      h4: 'Axt',
      wild: 'Runen-Wild',
      scatter: 'Raben-Scatter',
    },
  },
  'nebula-megaways': {
    description: 'Raketen, Planeten und bis zu 117.649 Wege durch einen leuchtenden Nebel.',
    symbols: {
      h1: 'Planet',
      h2: 'Rakete',
      h3: 'Mond',
      h4: 'Stern',
      wild: 'Nebel-Wild',
      scatter: 'Kometen-Scatter',
    },
  },
  'samurai-blade-megaways': {
    description: 'Zieh das Katana unter der Kirschblüte: bis zu 117.649 Wege und doppelte Freispiele.',
    symbols: {
      h1: 'Katana',
      h2: 'Fächer',
      h3: 'Laterne',
      h4: 'Blüte',
      wild: 'Sonnen-Wild',
      scatter: 'Shuriken-Scatter',
    },
  },
  'enchanted-forest': {
    description:
      'Feenlichter in einem uralten Wald; Freispiele bringen ×2- und ×3-Wilds, die sich gegenseitig multiplizieren.',
    symbols: {
      h1: 'Einhorn-Horn',
      h2: 'Pilz',
      h3: 'Eulenfeder',
      h4: 'Eichel',
      wild: 'Feen-Wild',
      wild2: 'Feen-Wild ×2',
      wild3: 'Feen-Wild ×3',
      scatter: 'Portal-Scatter',
    },
  },
  'big-top-bonanza': {
    description: 'Hereinspaziert ins Zirkuszelt: Multiplikator-Wilds jonglieren deine Freispielgewinne.',
    symbols: {
      h1: 'Zirkusdirektor-Hut',
      h2: 'Ballon',
      h3: 'Trommel',
      h4: 'Eintrittskarte',
      wild: 'Stern-Wild',
      wild2: 'Stern-Wild ×2',
      wild3: 'Stern-Wild ×3',
      scatter: 'Zelt-Scatter',
    },
  },
  'clockwork-riches': {
    description: 'Messingzahnräder und Dampf: Zieh Freispiele auf, in denen Multiplikator-Wilds ineinandergreifen.',
    symbols: {
      h1: 'Taschenuhr',
      h2: 'Schlüssel',
      h3: 'Zahnrad',
      h4: 'Schutzbrille',
      wild: 'Dampf-Wild',
      wild2: 'Dampf-Wild ×2',
      wild3: 'Dampf-Wild ×3',
      scatter: 'Luftschiff-Scatter',
    },
  },
  'european-roulette': {
    description: 'Der Kessel mit einer Null: Plein bis 35:1, alle Innen- und Außenwetten, 97,30 % auf jede Wette.',
  },
  blackjack: {
    description: 'Sechs Decks, der Dealer steht auf Soft 17, Verdoppeln nach Split, Blackjack zahlt 3:2.',
  },
  'jacks-or-better': {
    description: 'Full-Pay-Videopoker 9/6: Halten, ziehen, und ein Royal Flush zahlt 800×.',
  },
};
