import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Šťastná sedmička',
  h2: 'Bar',
  h3: 'Zvonek',
  h4: 'Meloun',
  A: 'Hrozny',
  K: 'Pomeranč',
  Q: 'Citron',
  9: 'Třešně',
};

export const cs: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Skarabeové, anchy a zlatá maska: tři pyramidy otevírají v Údolí králů ztrojnásobené roztočení zdarma.',
    symbols: {
      h1: 'Zlatá maska',
      h2: 'Horovo oko',
      h3: 'Anch',
      h4: 'Skarabeus',
      wild: 'Wild faraon',
      scatter: 'Scatter pyramida',
    },
  },
  'aztec-sun-gold': {
    description:
      'Vystoupej chrámem v džungli ke slunečnímu kameni: nefritové modly, opeření hadi a ztrojnásobená roztočení zdarma.',
    symbols: {
      h1: 'Sluneční kámen',
      h2: 'Nefritová modla',
      h3: 'Pero kvesala',
      h4: 'Kakaový plod',
      wild: 'Wild chrám',
      scatter: 'Scatter slunce',
    },
  },
  'lucky-clover': {
    description: 'Čtyřlístky, podkovy a hrnec zlata na konci každého duhového bonusu.',
    symbols: {
      h1: 'Hrnec zlata',
      h2: 'Podkova',
      h3: 'Zlatá mince',
      h4: 'Cylindr',
      wild: 'Wild čtyřlístek',
      scatter: 'Scatter duha',
    },
  },
  'fruit-fiesta': {
    description: 'Tři válce šťavnaté klasiky, kde se wildy ×2 a ×3 navzájem násobí až na ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Retro herna zářících sedmiček a barů; nasbírej násobící wildy na linii ×9.',
    symbols: { ...fruit, wild2: 'Neonový wild ×2', wild3: 'Neonový wild ×3' },
  },
  'diamond-deluxe': {
    description: 'Vybroušená klasika na třech válcích s diamanty, korunami a násobícími wildy.',
    symbols: {
      h1: 'Diamant',
      h2: 'Koruna',
      h3: 'Prsten',
      h4: 'Rubín',
      A: 'Smaragd',
      K: 'Safír',
      Q: 'Zlatý slitek',
      9: 'Perla',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Vstup o půlnoci do hraběcího hradu: prémiové symboly platí už od dvou a roztočení zdarma koušou s ×3.',
    symbols: {
      h1: 'Hrabě',
      h2: 'Kalich krve',
      h3: 'Karmínová růže',
      h4: 'Svíčka',
      wild: 'Wild netopýr',
      scatter: 'Scatter úplněk',
    },
  },
  'dragons-hoard': {
    description: 'Probuď draka a vyplundruj jeho horu zlata; každá výhra v roztočeních zdarma se ztrojnásobí.',
    symbols: { h1: 'Drak', h2: 'Dračí vejce', h3: 'Štít', h4: 'Meč', wild: 'Ohnivý wild', scatter: 'Scatter poklad' },
  },
  'olympus-thunder': {
    description: 'Zeus metá z mraků nad chrámem bohů ztrojnásobená roztočení zdarma.',
    symbols: { h1: 'Blesk', h2: 'Zlatá přilba', h3: 'Lyra', h4: 'Vavřín', wild: 'Wild chrám', scatter: 'Scatter orel' },
  },
  'gem-vault-jackpot': {
    description: 'Prolom trezor: pět symbolů trezoru kdekoli vyplatí pevný jackpot 1 000×.',
    symbols: {
      h1: 'Diamant',
      h2: 'Rubín',
      h3: 'Smaragd',
      h4: 'Safír',
      wild: 'Wild',
      scatter: 'Scatter klíč',
      jackpot: 'Jackpot trezor',
    },
  },
  'pirates-plunder': {
    description: 'Vztyč černou vlajku na 25 liniích; pět truhel kdekoli vyplatí jackpot 1 000×.',
    symbols: {
      h1: 'Kapitán',
      h2: 'Loď',
      h3: 'Kotva',
      h4: 'Kompas',
      wild: 'Wild pirátská vlajka',
      scatter: 'Scatter mapa',
      jackpot: 'Jackpot truhla',
    },
  },
  'golden-lantern': {
    description: 'Lampiony osvětlují noční trh: mince pro štěstí, kapři koi a zlatý jackpot 1 000×.',
    symbols: {
      h1: 'Dračí perla',
      h2: 'Koi',
      h3: 'Mince pro štěstí',
      h4: 'Vějíř',
      wild: 'Wild lampion',
      scatter: 'Scatter petarda',
      jackpot: 'Jackpot zlatý slitek',
    },
  },
  'sugar-rush-ways': {
    description: '243 způsobů výhry v zemi sladkostí plné lízátek a želé bonbonů, se zdvojenými roztočeními zdarma.',
    symbols: {
      h1: 'Lízátko',
      h2: 'Zabalený bonbon',
      h3: 'Žvýkačka srdíčko',
      h4: 'Želé hvězdička',
      wild: 'Wild bonbon',
      scatter: 'Scatter cupcake',
    },
  },
  'coral-reef': {
    description: 'Ponoř se 243 způsoby do slunného útesu plného želv, perel a zdvojených roztočení zdarma.',
    symbols: { h1: 'Perla', h2: 'Ryba', h3: 'Mušle', h4: 'Hvězdice', wild: 'Wild vlna', scatter: 'Scatter poklad' },
  },
  'safari-sunset': {
    description: 'Toulej se savanou ve zlaté hodině: 243 způsobů výhry a zdvojená roztočení zdarma mezi velkou pětkou.',
    symbols: { h1: 'Lev', h2: 'Kel', h3: 'Akácie', h4: 'Buben', wild: 'Wild západ slunce', scatter: 'Scatter džíp' },
  },
  'jungle-spirits': {
    description: '1 024 způsobů výhry pod korunami stromů, kde kmenové masky střeží ztrojnásobená roztočení zdarma.',
    symbols: {
      h1: 'Maska ducha',
      h2: 'Tukan',
      h3: 'Orchidej',
      h4: 'List',
      wild: 'Wild totem',
      scatter: 'Scatter vodopád',
    },
  },
  'gold-rush-canyon': {
    description:
      'Zaber si claim na 1 024 způsobech výhry na Divokém západě; šerifské hvězdy přinášejí ztrojnásobená roztočení zdarma.',
    symbols: {
      h1: 'Zlatý nuget',
      h2: 'Kovbojský klobouk',
      h3: 'Podkova',
      h4: 'Kaktus',
      wild: 'Wild šerif',
      scatter: 'Scatter hledá se',
    },
  },
  'arctic-aurora': {
    description: 'Pod polární září 1 024 způsobů výhry z ledových krystalů a ztrojnásobená roztočení zdarma.',
    symbols: {
      h1: 'Ledový krystal',
      h2: 'Sněhová vločka',
      h3: 'Borovice',
      h4: 'Měsíc',
      wild: 'Wild polární záře',
      scatter: 'Scatter iglú',
    },
  },
  'valhalla-megaways': {
    description: 'Až 117 649 cest do síně padlých: runy, kladiva a zdvojená roztočení zdarma.',
    symbols: {
      h1: 'Kladivo',
      h2: 'Rohatá přilba',
      h3: 'Štít',
      h4: 'Sekera',
      wild: 'Wild runa',
      scatter: 'Scatter havran',
    },
  },
  'nebula-megaways': {
    description: 'Rakety, planety a až 117 649 způsobů výhry napříč zářící mlhovinou.',
    symbols: {
      h1: 'Planeta',
      h2: 'Raketa',
      h3: 'Měsíc',
      h4: 'Hvězda',
      wild: 'Wild mlhovina',
      scatter: 'Scatter kometa',
    },
  },
  'samurai-blade-megaways': {
    description: 'Tasej katanu pod kvetoucí sakurou: až 117 649 způsobů výhry a zdvojená roztočení zdarma.',
    symbols: { h1: 'Katana', h2: 'Vějíř', h3: 'Lampion', h4: 'Květ', wild: 'Wild slunce', scatter: 'Scatter šuriken' },
  },
  'enchanted-forest': {
    description: 'Světla víl v prastarém lese; roztočení zdarma přinášejí wildy ×2 a ×3, které se navzájem násobí.',
    symbols: {
      h1: 'Roh jednorožce',
      h2: 'Houba',
      h3: 'Soví pero',
      h4: 'Žalud',
      wild: 'Wild víla',
      wild2: 'Wild víla ×2',
      wild3: 'Wild víla ×3',
      scatter: 'Scatter portál',
    },
  },
  'big-top-bonanza': {
    description: 'Vstupte do cirkusového šapitó: násobící wildy žonglují s tvými výhrami z roztočení zdarma.',
    symbols: {
      h1: 'Klobouk principála',
      h2: 'Balonek',
      h3: 'Buben',
      h4: 'Vstupenka',
      wild: 'Wild hvězda',
      wild2: 'Wild hvězda ×2',
      wild3: 'Wild hvězda ×3',
      scatter: 'Scatter šapitó',
    },
  },
  'clockwork-riches': {
    description: 'Mosazná ozubená kola a pára: natáhni roztočení zdarma, kde do sebe násobící wildy zapadají.',
    symbols: {
      h1: 'Kapesní hodinky',
      h2: 'Klíč',
      h3: 'Ozubené kolo',
      h4: 'Ochranné brýle',
      wild: 'Parní wild',
      wild2: 'Parní wild ×2',
      wild3: 'Parní wild ×3',
      scatter: 'Scatter vzducholoď',
    },
  },
  'european-roulette': {
    description: 'Kolo s jednou nulou: sázka na číslo až 35:1, všechny vnitřní i vnější sázky, 97,30 % na každé sázce.',
  },
  blackjack: {
    description: 'Šest balíčků, krupiér stojí na měkkých 17, zdvojení po rozdělení, blackjack vyplácí 3:2.',
  },
  'jacks-or-better': {
    description: 'Videopoker 9/6 s plnou výplatou: podrž, vyměň, a královská postupka vyplácí 800×.',
  },
};
