import type { TitleTexts } from './types.js';

const fruit = {
  h1: 'Șeptarul norocos',
  h2: 'Bar',
  h3: 'Clopoțel',
  h4: 'Pepene',
  A: 'Struguri',
  K: 'Portocală',
  Q: 'Lămâie',
  9: 'Cireșe',
};

export const ro: TitleTexts = {
  'pharaohs-fortune': {
    description: 'Scarabei, ankh-uri și masca de aur: trei piramide deschid rotiri gratuite triplate în Valea Regilor.',
    symbols: {
      h1: 'Masca de aur',
      h2: 'Ochiul lui Horus',
      h3: 'Ankh',
      h4: 'Scarabeu',
      wild: 'Wild faraon',
      scatter: 'Scatter piramidă',
    },
  },
  'aztec-sun-gold': {
    description:
      'Urcă templul din junglă până la piatra soarelui: idoli de jad, șerpi cu pene și rotiri gratuite triplate.',
    symbols: {
      h1: 'Piatra soarelui',
      h2: 'Idol de jad',
      h3: 'Pană de quetzal',
      h4: 'Păstaie de cacao',
      wild: 'Wild templu',
      scatter: 'Scatter soare',
    },
  },
  'lucky-clover': {
    description: 'Trifoi cu patru foi, potcoave și o oală cu aur la capătul fiecărui bonus curcubeu.',
    symbols: {
      h1: 'Oală cu aur',
      h2: 'Potcoavă',
      h3: 'Monedă de aur',
      h4: 'Joben',
      wild: 'Wild trifoi',
      scatter: 'Scatter curcubeu',
    },
  },
  'fruit-fiesta': {
    description: 'Trei role de clasice zemoase unde wild-urile ×2 și ×3 se înmulțesc între ele până la ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description:
      'O sală de jocuri retro cu șeptari și baruri strălucitoare; adună wild-urile multiplicatoare pentru o linie ×9.',
    symbols: { ...fruit, wild2: 'Wild neon ×2', wild3: 'Wild neon ×3' },
  },
  'diamond-deluxe': {
    description: 'Un clasic șlefuit cu trei role de diamante tăiate și coroane, cu wild-uri multiplicatoare.',
    symbols: {
      h1: 'Diamant',
      h2: 'Coroană',
      h3: 'Inel',
      h4: 'Rubin',
      A: 'Smarald',
      K: 'Safir',
      Q: 'Lingou de aur',
      9: 'Perlă',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Intră la miezul nopții în castelul contelui: simbolurile premium plătesc de la două, iar rotirile gratuite mușcă la ×3.',
    symbols: {
      h1: 'Contele',
      h2: 'Potir de sânge',
      h3: 'Trandafir purpuriu',
      h4: 'Lumânare',
      wild: 'Wild liliac',
      scatter: 'Scatter lună plină',
    },
  },
  'dragons-hoard': {
    description: 'Trezește dragonul și jefuiește-i muntele de aur; fiecare câștig din rotirile gratuite se triplează.',
    symbols: {
      h1: 'Dragon',
      h2: 'Ou de dragon',
      h3: 'Scut',
      h4: 'Sabie',
      wild: 'Wild foc',
      scatter: 'Scatter comoară',
    },
  },
  'olympus-thunder': {
    description: 'Zeus aruncă rotiri gratuite triplate din norii de deasupra templului zeilor.',
    symbols: {
      h1: 'Fulger',
      h2: 'Coif de aur',
      h3: 'Liră',
      h4: 'Laur',
      wild: 'Wild templu',
      scatter: 'Scatter vultur',
    },
  },
  'gem-vault-jackpot': {
    description: 'Sparge seiful: cinci simboluri seif oriunde plătesc jackpotul fix de 1.000×.',
    symbols: {
      h1: 'Diamant',
      h2: 'Rubin',
      h3: 'Smarald',
      h4: 'Safir',
      wild: 'Wild',
      scatter: 'Scatter cheie',
      jackpot: 'Jackpot seif',
    },
  },
  'pirates-plunder': {
    description: 'Ridică steagul negru pe 25 de linii; cinci cufere oriunde plătesc jackpotul de 1.000×.',
    symbols: {
      h1: 'Căpitan',
      h2: 'Corabie',
      h3: 'Ancoră',
      h4: 'Busolă',
      wild: 'Wild Jolly Roger',
      scatter: 'Scatter hartă',
      jackpot: 'Jackpot cufăr',
    },
  },
  'golden-lantern': {
    description: 'Lampioanele luminează piața de noapte: monede norocoase, crapi koi și un jackpot de aur de 1.000×.',
    symbols: {
      h1: 'Perla dragonului',
      h2: 'Koi',
      h3: 'Monedă norocoasă',
      h4: 'Evantai',
      wild: 'Wild lampion',
      scatter: 'Scatter petardă',
      jackpot: 'Jackpot lingou de aur',
    },
  },
  'sugar-rush-ways': {
    description: '243 de moduri de câștig într-un tărâm de bomboane cu acadele și jeleuri, cu rotiri gratuite dublate.',
    symbols: {
      h1: 'Acadea',
      h2: 'Bomboană învelită',
      h3: 'Gumă inimioară',
      h4: 'Jeleu stea',
      wild: 'Wild bomboană',
      scatter: 'Scatter brioșă',
    },
  },
  'coral-reef': {
    description:
      'Scufundă-te pe 243 de moduri într-un recif însorit cu broaște țestoase, perle și rotiri gratuite dublate.',
    symbols: {
      h1: 'Perlă',
      h2: 'Pește',
      h3: 'Scoică',
      h4: 'Stea de mare',
      wild: 'Wild val',
      scatter: 'Scatter comoară',
    },
  },
  'safari-sunset': {
    description:
      'Cutreieră savana la ora de aur: 243 de moduri de câștig și rotiri gratuite dublate printre cei cinci mari.',
    symbols: { h1: 'Leu', h2: 'Colț de fildeș', h3: 'Acacia', h4: 'Tobă', wild: 'Wild apus', scatter: 'Scatter jeep' },
  },
  'jungle-spirits': {
    description: '1.024 de moduri de câștig sub coroana junglei, unde măștile tribale păzesc rotiri gratuite triplate.',
    symbols: {
      h1: 'Mască de spirit',
      h2: 'Tucan',
      h3: 'Orhidee',
      h4: 'Frunză',
      wild: 'Wild totem',
      scatter: 'Scatter cascadă',
    },
  },
  'gold-rush-canyon': {
    description:
      'Revendică-ți parcela pe 1.024 de moduri în Vestul Sălbatic; stelele de șerif aduc rotiri gratuite triplate.',
    symbols: {
      h1: 'Pepită de aur',
      h2: 'Pălărie de cowboy',
      h3: 'Potcoavă',
      h4: 'Cactus',
      wild: 'Wild șerif',
      scatter: 'Scatter căutat',
    },
  },
  'arctic-aurora': {
    description: 'Sub aurora boreală, 1.024 de moduri de câștig din cristale de gheață și rotiri gratuite triplate.',
    symbols: {
      h1: 'Cristal de gheață',
      h2: 'Fulg de nea',
      h3: 'Pin',
      h4: 'Lună',
      wild: 'Wild auroră',
      scatter: 'Scatter iglu',
    },
  },
  'valhalla-megaways': {
    description: 'Până la 117.649 de căi spre sala celor căzuți: rune, ciocane și rotiri gratuite dublate.',
    symbols: {
      h1: 'Ciocan',
      h2: 'Coif cu coarne',
      h3: 'Scut',
      h4: 'Topor',
      wild: 'Wild rună',
      scatter: 'Scatter corb',
    },
  },
  'nebula-megaways': {
    description: 'Rachete, planete și până la 117.649 de moduri de câștig printr-o nebuloasă strălucitoare.',
    symbols: {
      h1: 'Planetă',
      h2: 'Rachetă',
      h3: 'Lună',
      h4: 'Stea',
      wild: 'Wild nebuloasă',
      scatter: 'Scatter cometă',
    },
  },
  'samurai-blade-megaways': {
    description: 'Scoate katana sub cireșii în floare: până la 117.649 de moduri de câștig și rotiri gratuite dublate.',
    symbols: {
      h1: 'Katana',
      h2: 'Evantai',
      h3: 'Lampion',
      h4: 'Floare de cireș',
      wild: 'Wild soare',
      scatter: 'Scatter shuriken',
    },
  },
  'enchanted-forest': {
    description:
      'Lumini de zâne într-o pădure străveche; rotirile gratuite aduc wild-uri ×2 și ×3 care se înmulțesc între ele.',
    symbols: {
      h1: 'Corn de unicorn',
      h2: 'Ciupercă',
      h3: 'Pană de bufniță',
      h4: 'Ghindă',
      wild: 'Wild zână',
      wild2: 'Wild zână ×2',
      wild3: 'Wild zână ×3',
      scatter: 'Scatter portal',
    },
  },
  'big-top-bonanza': {
    description:
      'Poftiți sub cortul circului: wild-urile multiplicatoare jonglează cu câștigurile tale din rotiri gratuite.',
    symbols: {
      h1: 'Pălăria maestrului de ring',
      h2: 'Balon',
      h3: 'Tobă',
      h4: 'Bilet',
      wild: 'Wild stea',
      wild2: 'Wild stea ×2',
      wild3: 'Wild stea ×3',
      scatter: 'Scatter cort',
    },
  },
  'clockwork-riches': {
    description:
      'Roți dințate de alamă și abur: întoarce rotiri gratuite în care wild-urile multiplicatoare se îmbină.',
    symbols: {
      h1: 'Ceas de buzunar',
      h2: 'Cheie',
      h3: 'Roată dințată',
      h4: 'Ochelari de protecție',
      wild: 'Wild abur',
      wild2: 'Wild abur ×2',
      wild3: 'Wild abur ×3',
      scatter: 'Scatter dirijabil',
    },
  },
  'european-roulette': {
    description:
      'Roata cu un singur zero: pariu pe număr până la 35:1, toate pariurile interioare și exterioare, 97,30 % la fiecare pariu.',
  },
  blackjack: { description: 'Șase pachete, dealerul stă la 17 soft, dublare după split, blackjackul plătește 3:2.' },
  'jacks-or-better': {
    description: 'Video poker 9/6 cu plată completă: păstrează, trage, iar chinta roială plătește 800×.',
  },
};
