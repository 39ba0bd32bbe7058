import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Õnneseitse',
  h2: 'Bar',
  h3: 'Kelluke',
  h4: 'Arbuus',
  A: 'Viinamarjad',
  K: 'Apelsin',
  Q: 'Sidrun',
  9: 'Kirsid',
};

export const et: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Skarabeused, anhid ja kuldne mask: kolm püramiidi avavad kuningate orus kolmekordsed tasuta keerutused.',
    symbols: {
      h1: 'Kuldne mask',
      h2: 'Horuse silm',
      h3: 'Anh',
      h4: 'Skarabeus',
      wild: 'Vaarao wild',
      scatter: 'Püramiidi scatter',
    },
  },
  'aztec-sun-gold': {
    description:
      'Roni džungli templist päikesekivini: jadeiidist ebajumalad, sulgmaod ja kolmekordsed tasuta keerutused.',
    symbols: {
      h1: 'Päikesekivi',
      h2: 'Jadeiidist ebajumal',
      h3: 'Ketsali sulg',
      h4: 'Kakaovili',
      wild: 'Templi wild',
      scatter: 'Päikese scatter',
    },
  },
  'lucky-clover': {
    description: 'Neljalehelised ristikud, hobuserauad ja pott kulda iga vikerkaareboonuse lõpus.',
    symbols: {
      h1: 'Kullapott',
      h2: 'Hobuseraud',
      h3: 'Kuldmünt',
      h4: 'Torukübar',
      wild: 'Ristiku wild',
      scatter: 'Vikerkaare scatter',
    },
  },
  'fruit-fiesta': {
    description: 'Kolm rulli mahlaseid klassikuid, kus ×2 ja ×3 wildid korrutavad üksteist kuni ×9-ni.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Retro mängusaal helendavatest seitsmetest ja baaridest; kuhja kordaja-wildid ×9 liiniks.',
    symbols: { ...fruit, wild2: 'Neoon-wild ×2', wild3: 'Neoon-wild ×3' },
  },
  'diamond-deluxe': {
    description: 'Lihvitud kolme rulliga klassika teemantide ja kroonidega ning korrutavate wildidega.',
    symbols: {
      h1: 'Teemant',
      h2: 'Kroon',
      h3: 'Sõrmus',
      h4: 'Rubiin',
      A: 'Smaragd',
      K: 'Safiir',
      Q: 'Kullakang',
      9: 'Pärl',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Astu kesköösel krahvi lossi: premium-sümbolid maksavad kahest ja tasuta keerutused hammustavad ×3-ga.',
    symbols: {
      h1: 'Krahv',
      h2: 'Verekarikas',
      h3: 'Karmiinpunane roos',
      h4: 'Küünal',
      wild: 'Nahkhiire wild',
      scatter: 'Täiskuu scatter',
    },
  },
  'dragons-hoard': {
    description: 'Ärata draakon ja rüüsta tema kullamägi; iga tasuta keerutuste võit kolmekordistub.',
    symbols: { h1: 'Draakon', h2: 'Draakonimuna', h3: 'Kilp', h4: 'Mõõk', wild: 'Tule wild', scatter: 'Aarde scatter' },
  },
  'olympus-thunder': {
    description: 'Zeus paiskab pilvedest jumalate templi kohale kolmekordseid tasuta keerutusi.',
    symbols: {
      h1: 'Välk',
      h2: 'Kuldne kiiver',
      h3: 'Lüüra',
      h4: 'Loorber',
      wild: 'Templi wild',
      scatter: 'Kotka scatter',
    },
  },
  'gem-vault-jackpot': {
    description: 'Murra võlv lahti: viis võlvisümbolit ükskõik kus maksavad 1000× fikseeritud jackpoti.',
    symbols: {
      h1: 'Teemant',
      h2: 'Rubiin',
      h3: 'Smaragd',
      h4: 'Safiir',
      wild: 'Wild',
      scatter: 'Võtme scatter',
      jackpot: 'Võlvi jackpot',
    },
  },
  'pirates-plunder': {
    description: 'Heiska must lipp 25 liinil; viis kirstu ükskõik kus maksavad 1000× jackpoti.',
    symbols: {
      h1: 'Kapten',
      h2: 'Laev',
      h3: 'Ankur',
      h4: 'Kompass',
      wild: 'Piraadilipu wild',
      scatter: 'Kaardi scatter',
      jackpot: 'Kirstu jackpot',
    },
  },
  'golden-lantern': {
    description: 'Laternad valgustavad ööturgu: õnnemündid, koikarpkalad ja 1000× kuldne jackpot.',
    symbols: {
      h1: 'Draakonipärl',
      h2: 'Koi',
      h3: 'Õnnemünt',
      h4: 'Lehvik',
      wild: 'Laterna wild',
      scatter: 'Paugutaja scatter',
      jackpot: 'Kullakangi jackpot',
    },
  },
  'sugar-rush-ways': {
    description: '243 võiduteed pulgakommide ja želeekommide kommimaal, kahekordsete tasuta keerutustega.',
    symbols: {
      h1: 'Pulgakomm',
      h2: 'Paberis komm',
      h3: 'Südamenäts',
      h4: 'Tähtželee',
      wild: 'Kommi wild',
      scatter: 'Tassikoogi scatter',
    },
  },
  'coral-reef': {
    description:
      'Sukeldu 243 võiduteel päikeselisele riffile kilpkonnade, pärlite ja kahekordsete tasuta keerutuste keskel.',
    symbols: { h1: 'Pärl', h2: 'Kala', h3: 'Karp', h4: 'Meritäht', wild: 'Laine wild', scatter: 'Aarde scatter' },
  },
  'safari-sunset': {
    description: 'Rända kuldsel tunnil savannil: 243 võiduteed ja kahekordsed tasuta keerutused suure viisiku seas.',
    symbols: {
      h1: 'Lõvi',
      h2: 'Kihv',
      h3: 'Akaatsia',
      h4: 'Trumm',
      wild: 'Päikeseloojangu wild',
      scatter: 'Džiibi scatter',
    },
  },
  'jungle-spirits': {
    description: '1024 võiduteed võrade all, kus hõimumaskid valvavad kolmekordseid tasuta keerutusi.',
    symbols: {
      h1: 'Vaimumask',
      h2: 'Tuukan',
      h3: 'Orhidee',
      h4: 'Leht',
      wild: 'Toteemi wild',
      scatter: 'Kose scatter',
    },
  },
  'gold-rush-canyon': {
    description:
      'Nõua oma kaevandus 1024 võiduteel Metsikus Läänes; šerifitähed toovad kolmekordsed tasuta keerutused.',
    symbols: {
      h1: 'Kullatükk',
      h2: 'Kauboikübar',
      h3: 'Hobuseraud',
      h4: 'Kaktus',
      wild: 'Šerifi wild',
      scatter: 'Tagaotsitava scatter',
    },
  },
  'arctic-aurora': {
    description: 'Virmaliste all 1024 võiduteed jääkristallidest ja kolmekordsed tasuta keerutused.',
    symbols: {
      h1: 'Jääkristall',
      h2: 'Lumehelves',
      h3: 'Mänd',
      h4: 'Kuu',
      wild: 'Virmaliste wild',
      scatter: 'Iglu scatter',
    },
  },
  'valhalla-megaways': {
    description: 'Kuni 117 649 teed langenute saali: ruunid, haamrid ja kahekordsed tasuta keerutused.',
    symbols: {
      h1: 'Haamer',
      h2: 'Sarvedega kiiver',
      h3: 'Kilp',
      h4: 'Kirves',
      wild: 'Ruuni wild',
      scatter: 'Ronga scatter',
    },
  },
  'nebula-megaways': {
    description: 'Raketid, planeedid ja kuni 117 649 võiduteed läbi helendava udukogu.',
    symbols: { h1: 'Planeet', h2: 'Rakett', h3: 'Kuu', h4: 'Täht', wild: 'Udukogu wild', scatter: 'Komeedi scatter' },
  },
  'samurai-blade-megaways': {
    description: 'Tõmba katana kirsiõite all: kuni 117 649 võiduteed ja kahekordsed tasuta keerutused.',
    symbols: {
      h1: 'Katana',
      h2: 'Lehvik',
      h3: 'Latern',
      h4: 'Õis',
      wild: 'Päikese wild',
      scatter: 'Shurikeni scatter',
    },
  },
  'enchanted-forest': {
    description: 'Haldjatuled iidses metsas; tasuta keerutused toovad ×2 ja ×3 wildid, mis korrutavad üksteist.',
    symbols: {
      h1: 'Ükssarviku sarv',
      h2: 'Seen',
      h3: 'Öökullisulg',
      h4: 'Tammetõru',
      wild: 'Haldja wild',
      wild2: 'Haldja wild ×2',
      wild3: 'Haldja wild ×3',
      scatter: 'Portaali scatter',
    },
  },
  'big-top-bonanza': {
    description: 'Astu tsirkusetelki: korrutavad wildid žongleerivad sinu tasuta keerutuste võitudega.',
    symbols: {
      h1: 'Tsirkusedirektori kübar',
      h2: 'Õhupall',
      h3: 'Trumm',
      h4: 'Pilet',
      wild: 'Tähe wild',
      wild2: 'Tähe wild ×2',
      wild3: 'Tähe wild ×3',
      scatter: 'Telgi scatter',
    },
  },
  'clockwork-riches': {
    description: 'Messingist hammasrattad ja aur: keri üles tasuta keerutused, kus kordaja-wildid lukustuvad kokku.',
    symbols: {
      h1: 'Taskukell',
      h2: 'Võti',
      h3: 'Hammasratas',
      h4: 'Kaitseprillid',
      wild: 'Auru wild',
      wild2: 'Auru wild ×2',
      wild3: 'Auru wild ×3',
      scatter: 'Õhulaeva scatter',
    },
  },
  'european-roulette': {
    description: 'Ühe nulliga ratas: otsepanus kuni 35:1, kõik sise- ja välispanused, 97,30 % igal panusel.',
  },
  blackjack: {
    description: 'Kuus pakki, diiler jääb pehmel 17-l, kahekordistamine pärast jagamist, blackjack maksab 3:2.',
  },
  'jacks-or-better': { description: 'Täismaksega 9/6 videopokker: hoia, vaheta, ja kuninglik mastirida maksab 800×.' },
};
