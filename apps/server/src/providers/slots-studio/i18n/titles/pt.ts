import type { TitleTexts } from './types.js';
import { regional } from './regional.js';

const fruit = {
  h1: 'Sete da sorte',
  h2: 'Bar',
  h3: 'Sino',
  h4: 'Melancia',
  A: 'Uvas',
  K: 'Laranja',
  Q: 'Limão',
  9: 'Cerejas',
};

export const pt: TitleTexts = {
  'pharaohs-fortune': {
    description:
      'Escaravelhos, ankhs e a máscara dourada: três pirâmides abrem rodadas grátis triplicadas no vale dos reis.',
    symbols: {
      h1: 'Máscara dourada',
      h2: 'Olho de Hórus',
      h3: 'Ankh',
      h4: 'Escaravelho',
      wild: 'Wild faraó',
      scatter: 'Scatter pirâmide',
    },
  },
  'aztec-sun-gold': {
    description:
      'Suba ao templo da selva até à pedra do sol: ídolos de jade, serpentes emplumadas e rodadas grátis triplicadas.',
    symbols: {
      h1: 'Pedra do sol',
      h2: 'Ídolo de jade',
      h3: 'Pena de quetzal',
      h4: 'Fruto do cacau',
      wild: 'Wild templo',
      scatter: 'Scatter sol',
    },
  },
  'lucky-clover': {
    description: 'Trevos de quatro folhas, ferraduras e um pote de ouro no fim de cada bónus arco-íris.',
    symbols: {
      h1: 'Pote de ouro',
      h2: 'Ferradura',
      h3: 'Moeda de ouro',
      h4: 'Cartola',
      wild: 'Wild trevo',
      scatter: 'Scatter arco-íris',
    },
  },
  'fruit-fiesta': {
    description: 'Três rolos de clássicos suculentos onde os wilds ×2 e ×3 se multiplicam até ×9.',
    symbols: { ...fruit, wild2: 'Wild ×2', wild3: 'Wild ×3' },
  },
  'neon-sevens': {
    description: 'Uma arcada retro de setes e bars brilhantes; junte os wilds multiplicadores para uma linha ×9.',
    symbols: { ...fruit, wild2: 'Wild néon ×2', wild3: 'Wild néon ×3' },
  },
  'diamond-deluxe': {
    description: 'Um clássico polido de três rolos com diamantes lapidados, coroas e wilds multiplicadores.',
    symbols: {
      h1: 'Diamante',
      h2: 'Coroa',
      h3: 'Anel',
      h4: 'Rubi',
      A: 'Esmeralda',
      K: 'Safira',
      Q: 'Barra de ouro',
      9: 'Pérola',
      wild2: 'Wild ×2',
      wild3: 'Wild ×3',
    },
  },
  'crimson-night': {
    description:
      'Entre no castelo do conde à meia-noite: os símbolos premium pagam a partir de dois e as rodadas grátis mordem a ×3.',
    symbols: {
      h1: 'O conde',
      h2: 'Cálice de sangue',
      h3: 'Rosa carmesim',
      h4: 'Vela',
      wild: 'Wild morcego',
      scatter: 'Scatter lua cheia',
    },
  },
  'dragons-hoard': {
    description: 'Acorde o dragão e saqueie a sua montanha de ouro; cada ganho nas rodadas grátis é triplicado.',
    symbols: {
      h1: 'Dragão',
      h2: 'Ovo de dragão',
      h3: 'Escudo',
      h4: 'Espada',
      wild: 'Wild fogo',
      scatter: 'Scatter tesouro',
    },
  },
  'olympus-thunder': {
    description: 'Zeus lança rodadas grátis triplicadas das nuvens sobre o templo dos deuses.',
    symbols: { h1: 'Raio', h2: 'Elmo dourado', h3: 'Lira', h4: 'Louro', wild: 'Wild templo', scatter: 'Scatter águia' },
  },
  'gem-vault-jackpot': {
    description: 'Arrombe o cofre: cinco símbolos de cofre em qualquer lugar pagam o jackpot fixo de 1000×.',
    symbols: {
      h1: 'Diamante',
      h2: 'Rubi',
      h3: 'Esmeralda',
      h4: 'Safira',
      wild: 'Wild',
      scatter: 'Scatter chave',
      jackpot: 'Jackpot cofre',
    },
  },
  'pirates-plunder': {
    description: 'Içe a bandeira negra em 25 linhas; cinco baús em qualquer lugar pagam o jackpot de 1000×.',
    symbols: {
      h1: 'Capitão',
      h2: 'Navio',
      h3: 'Âncora',
      h4: 'Bússola',
      wild: 'Wild Jolly Roger',
      scatter: 'Scatter mapa',
      jackpot: 'Jackpot baú',
    },
  },
  'golden-lantern': {
    description: 'Lanternas iluminam o mercado noturno: moedas da sorte, carpas koi e um jackpot dourado de 1000×.',
    symbols: {
      h1: 'Pérola do dragão',
      h2: 'Koi',
      h3: 'Moeda da sorte',
      h4: 'Leque',
      wild: 'Wild lanterna',
      scatter: 'Scatter petardo',
      jackpot: 'Jackpot lingote dourado',
    },
  },
  'sugar-rush-ways': {
    description: '243 formas de ganhar numa terra de doces, entre chupa-chupas e gomas, com rodadas grátis duplicadas.',
    symbols: {
      h1: 'Chupa-chupa',
      h2: 'Rebuçado embrulhado',
      h3: 'Goma coração',
      h4: 'Gelatina estrela',
      wild: 'Wild doce',
      scatter: 'Scatter cupcake',
    },
  },
  'coral-reef': {
    description:
      'Mergulhe em 243 formas de ganhar num recife ensolarado de tartarugas, pérolas e rodadas grátis duplicadas.',
    symbols: {
      h1: 'Pérola',
      h2: 'Peixe',
      h3: 'Concha',
      h4: 'Estrela-do-mar',
      wild: 'Wild onda',
      scatter: 'Scatter tesouro',
    },
  },
  'safari-sunset': {
    description:
      'Percorra a savana na hora dourada: 243 formas de ganhar e rodadas grátis duplicadas entre os cinco grandes.',
    symbols: { h1: 'Leão', h2: 'Presa', h3: 'Acácia', h4: 'Tambor', wild: 'Wild pôr do sol', scatter: 'Scatter jipe' },
  },
  'jungle-spirits': {
    description:
      '1024 formas de ganhar sob a copa das árvores, onde máscaras tribais guardam rodadas grátis triplicadas.',
    symbols: {
      h1: 'Máscara espírito',
      h2: 'Tucano',
      h3: 'Orquídea',
      h4: 'Folha',
      wild: 'Wild totem',
      scatter: 'Scatter cascata',
    },
  },
  'gold-rush-canyon': {
    description:
      'Reivindique a sua mina em 1024 formas de ganhar no faroeste; as estrelas de xerife trazem rodadas grátis triplicadas.',
    symbols: {
      h1: 'Pepita de ouro',
      h2: 'Chapéu de cowboy',
      h3: 'Ferradura',
      h4: 'Cato',
      wild: 'Wild xerife',
      scatter: 'Scatter procurado',
    },
  },
  'arctic-aurora': {
    description: 'Sob a aurora boreal, 1024 formas de ganhar com cristais de gelo e rodadas grátis triplicadas.',
    symbols: {
      h1: 'Cristal de gelo',
      h2: 'Floco de neve',
      h3: 'Pinheiro',
      h4: 'Lua',
      wild: 'Wild aurora',
      scatter: 'Scatter iglu',
    },
  },
  'valhalla-megaways': {
    description: 'Até 117 649 formas até ao salão dos caídos: runas, martelos e rodadas grátis duplicadas.',
    symbols: {
      h1: 'Martelo',
      h2: 'Elmo com chifres',
      h3: 'Escudo',
      h4: 'Machado',
      wild: 'Wild runa',
      scatter: 'Scatter corvo',
    },
  },
  'nebula-megaways': {
    description: 'Foguetões, planetas e até 117 649 formas de ganhar através de uma nebulosa brilhante.',
    symbols: {
      h1: 'Planeta',
      h2: 'Foguetão',
      h3: 'Lua',
      h4: 'Estrela',
      wild: 'Wild nebulosa',
      scatter: 'Scatter cometa',
    },
  },
  'samurai-blade-megaways': {
    description:
      'Desembainhe a katana sob as cerejeiras em flor: até 117 649 formas de ganhar e rodadas grátis duplicadas.',
    symbols: {
      h1: 'Katana',
      h2: 'Leque',
      h3: 'Lanterna',
      h4: 'Flor de cerejeira',
      wild: 'Wild sol',
      scatter: 'Scatter shuriken',
    },
  },
  'enchanted-forest': {
    description:
      'Luzes de fadas num bosque antigo; as rodadas grátis trazem wilds ×2 e ×3 que se multiplicam entre si.',
    symbols: {
      h1: 'Chifre de unicórnio',
      h2: 'Cogumelo',
      h3: 'Pena de coruja',
      h4: 'Bolota',
      wild: 'Wild fada',
      wild2: 'Wild fada ×2',
      wild3: 'Wild fada ×3',
      scatter: 'Scatter portal',
    },
  },
  'big-top-bonanza': {
    description:
      'Entre na tenda do circo: os wilds multiplicadores fazem malabarismo com os seus ganhos nas rodadas grátis.',
    symbols: {
      h1: 'Chapéu do mestre de pista',
      h2: 'Balão',
      h3: 'Tambor',
      h4: 'Bilhete',
      wild: 'Wild estrela',
      wild2: 'Wild estrela ×2',
      wild3: 'Wild estrela ×3',
      scatter: 'Scatter tenda',
    },
  },
  'clockwork-riches': {
    description: 'Engrenagens de latão e vapor: dê corda a rodadas grátis onde os wilds multiplicadores se encaixam.',
    symbols: {
      h1: 'Relógio de bolso',
      h2: 'Chave',
      h3: 'Engrenagem',
      h4: 'Óculos de proteção',
      wild: 'Wild vapor',
      wild2: 'Wild vapor ×2',
      wild3: 'Wild vapor ×3',
      scatter: 'Scatter dirigível',
    },
  },
  'european-roulette': {
    description:
      'A roda de um só zero: pleno até 35:1, todas as apostas interiores e exteriores, 97,30 % em cada aposta.',
  },
  blackjack: { description: 'Seis baralhos, o dealer fica no 17 suave, dobrar após dividir, o blackjack paga 3:2.' },
  'jacks-or-better': {
    description: 'Vídeo póquer 9/6 de pagamento total: segure, troque, e um royal flush paga 800×.',
  },
};

export const ptBr: TitleTexts = regional(pt, {
  'aztec-sun-gold': {
    description:
      'Suba ao templo da selva até a pedra do sol: ídolos de jade, serpentes emplumadas e rodadas grátis triplicadas.',
  },
  'lucky-clover': {
    description: 'Trevos de quatro folhas, ferraduras e um pote de ouro no fim de cada bônus arco-íris.',
  },
  'neon-sevens': {
    description: 'Um fliperama retrô de setes e bars brilhantes; junte os wilds multiplicadores para uma linha ×9.',
  },
  'sugar-rush-ways': {
    description:
      '243 formas de ganhar em uma terra de doces, entre pirulitos e jujubas, com rodadas grátis duplicadas.',
    symbols: {
      h1: 'Pirulito',
      h2: 'Bala embrulhada',
      h3: 'Chiclete de coração',
      h4: 'Jujuba estrela',
      wild: 'Wild bala',
    },
  },
  'gold-rush-canyon': { symbols: { h4: 'Cacto' } },
  'valhalla-megaways': {
    description: 'Até 117 649 formas até o salão dos caídos: runas, martelos e rodadas grátis duplicadas.',
  },
  'nebula-megaways': {
    description: 'Foguetes, planetas e até 117 649 formas de ganhar através de uma nebulosa brilhante.',
    symbols: { h2: 'Foguete' },
  },
  'jacks-or-better': {
    description: 'Vídeo pôquer 9/6 de pagamento total: segure, troque, e um royal flush paga 800×.',
  },
});
