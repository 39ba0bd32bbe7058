import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Geluksseven',
  h2: 'Bar',
  h3: 'Bel',
  h4: 'Watermeloen',
  A: 'Druiven',
  K: 'Sinaasappel',
  Q: 'Citroen',
  9: 'Kersen',
};

export const nl: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Scarabeeën, ankhs en het gouden masker: drie piramides openen verdrievoudigde free spins in de vallei der koningen.',
    symbols: {
      h1: 'Gouden masker',
      h2: 'Oog van Horus',
      h3: 'Ankh',
      h4: 'Scarabee',
      wild: 'Farao-wild',
      scatter: 'Piramide-scatter',
    },
  },
  'aztec-sun-gold': {
    description:
      'Beklim de jungletempel naar de zonnesteen: jade afgoden, gevederde slangen en verdrievoudigde free spins.',
    symbols: {
      h1: 'Zonnesteen',
      h2: 'Jade afgod',
      h3: 'Quetzalveer',
      h4: 'Cacaovrucht',
      wild: 'Tempel-wild',
      scatter: 'Zon-scatter',
    },
  },
  'lucky-clover': {
    description: 'Klavertjevier, hoefijzers en een pot met goud aan het eind van elke regenboogbonus.',
    symbols: {
      h1: 'Pot met goud',
      h2: 'Hoefijzer',
      h3: 'Gouden munt',
      h4: 'Hoge hoed',
      wild: 'Klaver-wild',
      scatter: 'Regenboog-scatter',
    },
  },
  'fruit-fiesta': {
    description: 'Drie rollen sappige klassiekers waar ×2- en ×3-wilds elkaar vermenigvuldigen tot ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Een retro speelhal vol gloeiende zevens en bars; stapel de multiplier-wilds voor een ×9-lijn.',
    symbols: { ...fruit, wild2: 'Neon-wild ×2', wild3: 'Neon-wild ×3' },
  },
  'diamond-deluxe': {
    description:
      'Een verfijnde klassieker met drie rollen vol geslepen diamanten en kronen, met vermenigvuldigende wilds.',
    symbols: {
      h1: 'Diamant',
      h2: 'Kroon',
      h3: 'Ring',
      h4: 'Robijn',
      A: 'Smaragd',
      K: 'Saffier',
      Q: 'Goudstaaf',
      9: 'Parel',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Betreed om middernacht het kasteel van de graaf: premiumsymbolen betalen vanaf twee en free spins bijten met ×3.',
    symbols: {
      h1: 'De graaf',
      h2: 'Bloedkelk',
      h3: 'Karmijnrode roos',
      h4: 'Kaars',
      wild: 'Vleermuis-wild',
      scatter: 'Volle-maan-scatter',
    },
  },
  'dragons-hoard': {
    description: 'Wek de draak en plunder zijn berg goud; elke winst in de free spins wordt verdrievoudigd.',
    symbols: { h1: 'Draak', h2: 'Drakenei', h3: 'Schild', h4: 'Zwaard', wild: 'Vuur-wild', scatter: 'Schat-scatter' },
  },
  'olympus-thunder': {
    description: 'Zeus slingert verdrievoudigde free spins uit de wolken boven de tempel der goden.',
    symbols: {
      h1: 'Bliksemschicht',
      h2: 'Gouden helm',
      h3: 'Lier',
      h4: 'Laurier',
      wild: 'Tempel-wild',
      scatter: 'Adelaar-scatter',
    },
  },
  'gem-vault-jackpot': {
    description: 'Kraak de kluis: vijf kluissymbolen overal betalen de vaste jackpot van 1.000×.',
    symbols: {
      h1: 'Diamant',
      h2: 'Robijn',
      h3: 'Smaragd',
      h4: 'Saffier',
      wild: 'Wild',
      scatter: 'Sleutel-scatter',
      jackpot: 'Kluis-jackpot',
    },
  },
  'pirates-plunder': {
    description: 'Hijs de zwarte vlag op 25 lijnen; vijf kisten overal betalen de jackpot van 1.000×.',
    symbols: {
      h1: 'Kapitein',
      h2: 'Schip',
      h3: 'Anker',
      h4: 'Kompas',
      wild: 'Jolly Roger-wild',
      scatter: 'Kaart-scatter',
      jackpot: 'Kist-jackpot',
    },
  },
  'golden-lantern': {
    description: 'Lantaarns verlichten de nachtmarkt: geluksmunten, koi en een gouden jackpot van 1.000×.',
    symbols: {
      h1: 'Drakenparel',
      h2: 'Koi',
      h3: 'Geluksmunt',
      h4: 'Waaier',
      wild: 'Lantaarn-wild',
      scatter: 'Vuurwerk-scatter',
      jackpot: 'Goudbaar-jackpot',
    },
  },
  'sugar-rush-ways': {
    description: '243 manieren door een snoepland van lolly’s en gombollen, met verdubbelde free spins.',
    symbols: {
      h1: 'Lolly',
      h2: 'Ingepakt snoepje',
      h3: 'Hartjesgom',
      h4: 'Stergelei',
      wild: 'Snoep-wild',
      scatter: 'Cupcake-scatter',
    },
  },
  'coral-reef': {
    description: 'Duik 243 manieren door een zonnig rif vol schildpadden, parels en verdubbelde free spins.',
    symbols: { h1: 'Parel', h2: 'Vis', h3: 'Schelp', h4: 'Zeester', wild: 'Golf-wild', scatter: 'Schat-scatter' },
  },
  'safari-sunset': {
    description: 'Trek in het gouden uur door de savanne: 243 manieren en verdubbelde free spins tussen de big five.',
    symbols: {
      h1: 'Leeuw',
      h2: 'Slagtand',
      h3: 'Acacia',
      h4: 'Trommel',
      wild: 'Zonsondergang-wild',
      scatter: 'Jeep-scatter',
    },
  },
  'jungle-spirits': {
    description: '1.024 manieren onder het bladerdak, waar stammenmaskers verdrievoudigde free spins bewaken.',
    symbols: {
      h1: 'Geestmasker',
      h2: 'Toekan',
      h3: 'Orchidee',
      h4: 'Blad',
      wild: 'Totem-wild',
      scatter: 'Waterval-scatter',
    },
  },
  'gold-rush-canyon': {
    description:
      'Claim je stuk grond op 1.024 manieren in het Wilde Westen; sheriffsterren brengen verdrievoudigde free spins.',
    symbols: {
      h1: 'Goudklomp',
      h2: 'Cowboyhoed',
      h3: 'Hoefijzer',
      h4: 'Cactus',
      wild: 'Sheriff-wild',
      scatter: 'Gezocht-scatter',
    },
  },
  'arctic-aurora': {
    description: 'Onder het noorderlicht: 1.024 manieren vol ijskristallen en verdrievoudigde free spins.',
    symbols: {
      h1: 'IJskristal',
      h2: 'Sneeuwvlok',
      h3: 'Den',
      h4: 'Maan',
      wild: 'Noorderlicht-wild',
      scatter: 'Iglo-scatter',
    },
  },
  'valhalla-megaways': {
    description: 'Tot 117.649 manieren naar de hal der gesneuvelden: runen, hamers en verdubbelde free spins.',
    symbols: {
      h1: 'Hamer',
      h2: 'Gehoornde helm',
      h3: 'Schild',
      h4: 'Bijl',
      wild: 'Rune-wild',
      scatter: 'Raaf-scatter',
    },
  },
  'nebula-megaways': {
    description: 'Raketten, planeten en tot 117.649 manieren door een gloeiende nevel.',
    symbols: { h1: 'Planeet', h2: 'Raket', h3: 'Maan', h4: 'Ster', wild: 'Nevel-wild', scatter: 'Komeet-scatter' },
  },
  'samurai-blade-megaways': {
    description: 'Trek de katana onder de kersenbloesem: tot 117.649 manieren en verdubbelde free spins.',
    symbols: {
      h1: 'Katana',
      h2: 'Waaier',
      h3: 'Lantaarn',
      h4: 'Bloesem',
      wild: 'Zon-wild',
      scatter: 'Shuriken-scatter',
    },
  },
  'enchanted-forest': {
    description: 'Feeënlichtjes in een oeroud woud; free spins brengen ×2- en ×3-wilds die elkaar vermenigvuldigen.',
    symbols: {
      h1: 'Eenhoornhoorn',
      h2: 'Paddenstoel',
      h3: 'Uilenveer',
      h4: 'Eikel',
      wild: 'Fee-wild',
      wild2: 'Fee-wild ×2',
      wild3: 'Fee-wild ×3',
      scatter: 'Portaal-scatter',
    },
  },
  'big-top-bonanza': {
    description: 'Kom binnen in de circustent: vermenigvuldigende wilds jongleren met je winsten in de free spins.',
    symbols: {
      h1: 'Hoed van de spreekstalmeester',
      h2: 'Ballon',
      h3: 'Trommel',
      h4: 'Kaartje',
      wild: 'Ster-wild',
      wild2: 'Ster-wild ×2',
      wild3: 'Ster-wild ×3',
      scatter: 'Tent-scatter',
    },
  },
  'clockwork-riches': {
    description: 'Messing tandwielen en stoom: wind free spins op waarin multiplier-wilds in elkaar grijpen.',
    symbols: {
      h1: 'Zakhorloge',
      h2: 'Sleutel',
      h3: 'Tandwiel',
      h4: 'Stofbril',
      wild: 'Stoom-wild',
      wild2: 'Stoom-wild ×2',
      wild3: 'Stoom-wild ×3',
      scatter: 'Luchtschip-scatter',
    },
  },
  'european-roulette': {
    description: 'Het wiel met één nul: plein tot 35:1, alle binnen- en buiteninzetten, 97,30 % op elke inzet.',
  },
  blackjack: { description: 'Zes decks, de dealer past op soft 17, verdubbelen na splitsen, blackjack betaalt 3:2.' },
  'jacks-or-better': { description: 'Full-pay 9/6 videopoker: houden, ruilen, en een royal flush betaalt 800×.' },
};
