import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Šťastná sedmička',
  h2: 'Bar',
  h3: 'Zvonček',
  h4: 'Melón',
  A: 'Hrozno',
  K: 'Pomaranč',
  Q: 'Citrón',
  9: 'Čerešne',
};

export const sk: TitleTexts = {
  'pharaohs-fortune': {
    description: 'Skarabeusy, anchy a zlatá maska: tri pyramídy otvárajú v Údolí kráľov strojnásobené točenia zadarmo.',
    symbols: {
      h1: 'Zlatá maska',
      h2: 'Horovo oko',
      h3: 'Anch',
      h4: 'Skarabeus',
      wild: 'Wild faraón',
      scatter: 'Scatter pyramída',
    },
  },
  'aztec-sun-gold': {
    description:
      'Vystúp chrámom v džungli k slnečnému kameňu: nefritové modly, operené hady a strojnásobené točenia zadarmo.',
    symbols: {
      h1: 'Slnečný kameň',
      h2: 'Nefritová modla',
      h3: 'Pero kvesala',
      h4: 'Kakaový plod',
      wild: 'Wild chrám',
      scatter: 'Scatter slnko',
    },
  },
  'lucky-clover': {
    description: 'Štvorlístky, podkovy a hrniec zlata na konci každého dúhového bonusu.',
    symbols: {
      h1: 'Hrniec zlata',
      h2: 'Podkova',
      h3: 'Zlatá minca',
      h4: 'Cylinder',
      wild: 'Wild štvorlístok',
      scatter: 'Scatter dúha',
    },
  },
  'fruit-fiesta': {
    description: 'Tri valce šťavnatej klasiky, kde sa wildy ×2 a ×3 navzájom násobia až na ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Retro herňa žiariacich sedmičiek a barov; nazbieraj násobiace wildy na líniu ×9.',
    symbols: { ...fruit, wild2: 'Neónový wild ×2', wild3: 'Neónový wild ×3' },
  },
  'diamond-deluxe': {
    description: 'Vybrúsená klasika na troch valcoch s diamantmi, korunami a násobiacimi wildmi.',
    symbols: {
      h1: 'Diamant',
      h2: 'Koruna',
      h3: 'Prsteň',
      h4: 'Rubín',
      A: 'Smaragd',
      K: 'Zafír',
      Q: 'Zlatá tehla',
      9: 'Perla',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description: 'Vstúp o polnoci do grófovho hradu: prémiové symboly platia už od dvoch a točenia zadarmo hryzú s ×3.',
    symbols: {
      h1: 'Gróf',
      h2: 'Kalich krvi',
      h3: 'Karmínová ruža',
      h4: 'Sviečka',
      wild: 'Wild netopier',
      scatter: 'Scatter spln',
    },
  },
  'dragons-hoard': {
    description: 'Zobuď draka a vyplieň jeho horu zlata; každá výhra v točeniach zadarmo sa strojnásobí.',
    symbols: { h1: 'Drak', h2: 'Dračie vajce', h3: 'Štít', h4: 'Meč', wild: 'Ohnivý wild', scatter: 'Scatter poklad' },
  },
  'olympus-thunder': {
    description: 'Zeus vrhá z oblakov nad chrámom bohov strojnásobené točenia zadarmo.',
    symbols: { h1: 'Blesk', h2: 'Zlatá prilba', h3: 'Lýra', h4: 'Vavrín', wild: 'Wild chrám', scatter: 'Scatter orol' },
  },
  'gem-vault-jackpot': {
    description: 'Prelom trezor: päť symbolov trezoru kdekoľvek vyplatí pevný jackpot 1 000×.',
    symbols: {
      h1: 'Diamant',
      h2: 'Rubín',
      h3: 'Smaragd',
      h4: 'Zafír',
      wild: 'Wild',
      scatter: 'Scatter kľúč',
      jackpot: 'Jackpot trezor',
    },
  },
  'pirates-plunder': {
    description: 'Vztýč čiernu vlajku na 25 líniách; päť truhlíc kdekoľvek vyplatí jackpot 1 000×.',
    symbols: {
      h1: 'Kapitán',
      h2: 'Loď',
      h3: 'Kotva',
      h4: 'Kompas',
      wild: 'Wild pirátska vlajka',
      scatter: 'Scatter mapa',
      jackpot: 'Jackpot truhlica',
    },
  },
  'golden-lantern': {
    description: 'Lampióny osvetľujú nočný trh: mince pre šťastie, kapry koi a zlatý jackpot 1 000×.',
    symbols: {
      h1: 'Dračia perla',
      h2: 'Koi',
      h3: 'Minca pre šťastie',
      h4: 'Vejár',
      wild: 'Wild lampión',
      scatter: 'Scatter petarda',
      jackpot: 'Jackpot zlatá tehla',
    },
  },
  'sugar-rush-ways': {
    description:
      '243 spôsobov výhry v krajine sladkostí plnej lízaniek a želé cukríkov, so zdvojenými točeniami zadarmo.',
    symbols: {
      h1: 'Lízanka',
      h2: 'Zabalený cukrík',
      h3: 'Žuvačka srdiečko',
      h4: 'Želé hviezdička',
      wild: 'Wild cukrík',
      scatter: 'Scatter cupcake',
    },
  },
  'coral-reef': {
    description: 'Ponor sa 243 spôsobmi do slnečného útesu plného korytnačiek, perál a zdvojených točení zadarmo.',
    symbols: { h1: 'Perla', h2: 'Ryba', h3: 'Mušľa', h4: 'Hviezdica', wild: 'Wild vlna', scatter: 'Scatter poklad' },
  },
  'safari-sunset': {
    description: 'Túlaj sa savanou v zlatej hodine: 243 spôsobov výhry a zdvojené točenia zadarmo medzi veľkou päťkou.',
    symbols: { h1: 'Lev', h2: 'Kel', h3: 'Akácia', h4: 'Bubon', wild: 'Wild západ slnka', scatter: 'Scatter džíp' },
  },
  'jungle-spirits': {
    description: '1 024 spôsobov výhry pod korunami stromov, kde kmeňové masky strážia strojnásobené točenia zadarmo.',
    symbols: {
      h1: 'Maska ducha',
      h2: 'Tukan',
      h3: 'Orchidea',
      h4: 'List',
      wild: 'Wild totem',
      scatter: 'Scatter vodopád',
    },
  },
  'gold-rush-canyon': {
    description:
      'Zaber si claim na 1 024 spôsoboch výhry na Divokom západe; šerifské hviezdy prinášajú strojnásobené točenia zadarmo.',
    symbols: {
      h1: 'Zlatý nuget',
      h2: 'Kovbojský klobúk',
      h3: 'Podkova',
      h4: 'Kaktus',
      wild: 'Wild šerif',
      scatter: 'Scatter hľadá sa',
    },
  },
  'arctic-aurora': {
    description: 'Pod polárnou žiarou 1 024 spôsobov výhry z ľadových kryštálov a strojnásobené točenia zadarmo.',
    symbols: {
      h1: 'Ľadový kryštál',
      h2: 'Snehová vločka',
      h3: 'Borovica',
      h4: 'Mesiac',
      wild: 'Wild polárna žiara',
      scatter: 'Scatter iglu',
    },
  },
  'valhalla-megaways': {
    description: 'Až 117 649 ciest do siene padlých: runy, kladivá a zdvojené točenia zadarmo.',
    symbols: {
      h1: 'Kladivo',
      h2: 'Rohatá prilba',
      h3: 'Štít',
      h4: 'Sekera',
      wild: 'Wild runa',
      scatter: 'Scatter havran',
    },
  },
  'nebula-megaways': {
    description: 'Rakety, planéty a až 117 649 spôsobov výhry naprieč žiariacou hmlovinou.',
    symbols: {
      h1: 'Planéta',
      h2: 'Raketa',
      h3: 'Mesiac',
      h4: 'Hviezda',
      wild: 'Wild hmlovina',
      scatter: 'Scatter kométa',
    },
  },
  'samurai-blade-megaways': {
    description: 'Tas katanu pod kvitnúcou sakurou: až 117 649 spôsobov výhry a zdvojené točenia zadarmo.',
    symbols: { h1: 'Katana', h2: 'Vejár', h3: 'Lampión', h4: 'Kvet', wild: 'Wild slnko', scatter: 'Scatter šuriken' },
  },
  'enchanted-forest': {
    description: 'Svetlá víl v prastarom lese; točenia zadarmo prinášajú wildy ×2 a ×3, ktoré sa navzájom násobia.',
    symbols: {
      h1: 'Roh jednorožca',
      h2: 'Huba',
      h3: 'Sovie pero',
      h4: 'Žaluď',
      wild: 'Wild víla',
      wild2: 'Wild víla ×2',
      wild3: 'Wild víla ×3',
      scatter: 'Scatter portál',
    },
  },
  'big-top-bonanza': {
    description: 'Vstúpte do cirkusového šapitó: násobiace wildy žonglujú s tvojimi výhrami z točení zadarmo.',
    symbols: {
      h1: 'Klobúk principála',
      h2: 'Balón',
      h3: 'Bubon',
      h4: 'Lístok',
      wild: 'Wild hviezda',
      wild2: 'Wild hviezda ×2',
      wild3: 'Wild hviezda ×3',
      scatter: 'Scatter šapitó',
    },
  },
  'clockwork-riches': {
    description: 'Mosadzné ozubené kolesá a para: natiahni točenia zadarmo, kde do seba násobiace wildy zapadajú.',
    symbols: {
      h1: 'Vreckové hodinky',
      h2: 'Kľúč',
      h3: 'Ozubené koleso',
      h4: 'Ochranné okuliare',
      wild: 'Parný wild',
      wild2: 'Parný wild ×2',
      wild3: 'Parný wild ×3',
      scatter: 'Scatter vzducholoď',
    },
  },
  'european-roulette': {
    description:
      'Koleso s jednou nulou: stávka na číslo až 35:1, všetky vnútorné aj vonkajšie stávky, 97,30 % na každej stávke.',
  },
  blackjack: {
    description: 'Šesť balíčkov, krupiér stojí na mäkkých 17, zdvojenie po rozdelení, blackjack vypláca 3:2.',
  },
  'jacks-or-better': {
    description: 'Videopoker 9/6 s plnou výplatou: podrž, vymeň, a kráľovská postupka vypláca 800×.',
  },
};
