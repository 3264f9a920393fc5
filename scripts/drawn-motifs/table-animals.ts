// The animals drawn by us (pets, farm and wild animals, birds, sea animals, bugs, dinosaurs, the dragon, the
// unicorn …), by emoji id or an id of ours: one of the three tables scripts/studio-drawn-motifs.ts joins for the
// build. Ours (MIT).
import { elephant, hippo, rhino, sheep } from './big-animals';
import { goat } from './goat';
import { eagle, goose, lizard, swan } from './birds-and-gecko';
import { bison } from './bison';
import { flamingo, parrot, peacock } from './bright-birds';
import { ant, butterfly, ladyBeetle, spider, worm } from './bugs';
import { mouse, snake } from './cake-mouse-snake';
import { bactrian, dromedary, mammoth } from './camels-and-mammoth';
import { caterpillar } from './caterpillar';
import { beaver, chipmunk, otter, skunk } from './critters';
import { stegosaurus } from './stegosaurus';
import { tRex } from './t-rex';
import { triceratops } from './triceratops';
import { sauropod } from './sauropod';
import { dolphin } from './dolphin';
import { dragon } from './dragon';
import { cow, rooster } from './farm-animals';
import { chick, turkey } from './farm-birds';
import { frog } from './frog';
import { guideDog } from './guide-dog';
import { bat } from './halloween-bat';
import { hamster, moose, wolf } from './heads-made-whole';
import { hen } from './hen';
import { deer } from './hooved';
import { donkey, horse, zebra } from './horse';
import { gorilla, koala, tiger } from './jungle-animals';
import { lion } from './lion';
import { kangaroo } from './kangaroo';
import { giraffe, hedgehog, llama, rabbit } from './more-animals';
import { orangutan } from './orangutan';
import { owl } from './owl';
import { ox } from './ox';
import { cat, dog } from './pets';
import { goldfish, poodle } from './pets-more';
import { pig } from './pig';
import { blowfish, crocodile, orca } from './sea-animals';
import { shark } from './shark';
import { crab, octopus, seal, whale } from './sea-friends';
import { leopard, lobster, rat, shrimp } from './seafood';
import { dragonfly, seahorse, starfish } from './shore-and-pond';
import { badger } from './small-beasts-badger';
import { beetle } from './small-beasts-beetle';
import { cricket } from './small-beasts-cricket';
import { dodo } from './small-beasts-dodo';
import { scorpion } from './small-beasts-scorpion';
import { dove, duck, duckAfloat, honeybee, songbird, tropicalFish } from './small-creatures';
import { snail } from './snail';
import { jellyfish, squid } from './spooky-and-sea';
import { spoutingWhale } from './spouting-whale';
import { monkey, sloth } from './tree-climbers';
import { unicorn } from './unicorn';
import { waterBuffalo } from './water-buffalo';
import { bear, fox, panda, raccoon } from './wild';
import { penguin, seaTurtle } from './winter-and-sea';
import { DRAGONFLY_ID, DUCK_AFLOAT_ID, PEGASUS_ID, SEAHORSE_ID, STARFISH_ID, STEGOSAURUS_ID, TRICERATOPS_ID, WINGED_UNICORN_ID } from '../../lib/studio/scene/people';
import type { Drawn } from './art';
import { DRAWN_ANIMAL_WORDS } from './table-animal-words';

export const DRAWN_ANIMALS: Record<string, Drawn> = {
  [SEAHORSE_ID]: seahorse(),
  [STARFISH_ID]: starfish(),
  [DRAGONFLY_ID]: dragonfly(),
  '1F41B': caterpillar(),
  '1F98B': butterfly(),
  '1F41E': ladyBeetle(),
  '1F41C': ant(),
  '1F577': spider(),
  '1FAB1': worm(),
  '1F984': unicorn(),
  [WINGED_UNICORN_ID]: unicorn({ wings: true }),
  [PEGASUS_ID]: unicorn({ horn: false, wings: true }),
  '1F981': lion(),
  '1F414': hen(),
  '1F989': owl(),
  '1F413': rooster(),
  '1F424': chick(),
  '1F425': chick('front'),
  '1F423': chick('hatching'),
  '1F983': turkey(),
  '1F99A': peacock(),
  '1F9A9': flamingo(),
  '1F99C': parrot(),
  '1F416': pig(),
  '1F404': cow(),
  '1F402': ox(),
  '1F403': waterBuffalo(),
  '1F9AC': bison(),
  '1F418': elephant(),
  '1F42A': dromedary(),
  '1F42B': bactrian(),
  '1F9A3': mammoth(),
  '1F99B': hippo(),
  '1F98F': rhino(),
  '1F410': goat(),
  '1F411': sheep(),
  '1F40F': sheep({ ram: true }),
  '1F438': frog(),
  '1F43B': bear(),
  '1F43C': panda(),
  '1F98A': fox(),
  '1F99D': raccoon(),
  '1F43F': chipmunk(),
  '1F9A6': otter(),
  '1F9AB': beaver(),
  '1F9A8': skunk(),
  // Fluent's flat blocks with little inside (drawn-motifs/small-beasts-*.ts)
  '1F9A1': badger(),
  '1F9A4': dodo(),
  '1FAB2': beetle(),
  '1F997': cricket(),
  '1F982': scorpion(),
  '1F43A': wolf(),
  '1F996': tRex(),
  '1F995': sauropod(),
  [TRICERATOPS_ID]: triceratops(),
  [STEGOSAURUS_ID]: stegosaurus(),
  '1F409': dragon(),
  '1F439': hamster(),
  '1FACE': moose(),
  '1F420': tropicalFish(),
  '1F41D': honeybee(),
  '1F426': songbird(),
  '1F986': duck(),
  [DUCK_AFLOAT_ID]: duckAfloat(),
  '1F54A': dove(),
  '1F985': eagle(),
  '1F9A2': swan(),
  '1FABF': goose(),
  '1F98E': lizard(),
  '1F407': rabbit(),
  '1F992': giraffe(),
  '1F998': kangaroo(),
  '1F999': llama(),
  '1F994': hedgehog(),
  '1F408': cat(),
  '1F415': dog(),
  '1F9AE': guideDog(),
  '1F429': poodle(),
  '1F41F': goldfish(),
  '1FACD': orca(),
  '1F988': shark(),
  '1F40A': crocodile(),
  '1F421': blowfish(),
  '1F42C': dolphin(),
  '1F40B': whale(),
  '1F433': spoutingWhale(),
  '1F980': crab(),
  '1F99E': lobster(),
  '1F990': shrimp(),
  '1F9AD': seal(),
  '1F419': octopus(),
  '1F40C': snail(),
  '1FABC': jellyfish(),
  '1F991': squid(),
  '1F405': tiger(),
  '1F406': leopard(),
  '1F98D': gorilla(),
  '1F9A7': orangutan(),
  '1F428': koala(),
  '1F412': monkey(),
  '1F9A5': sloth(),
  '1F40E': horse(),
  '1F993': zebra(),
  '1FACF': donkey(),
  '1F98C': deer(),
  '1F427': penguin(),
  '1F422': seaTurtle(),
  '1F987': bat(),
  '1F401': mouse(),
  '1F400': rat(),
  '1F40D': snake(),
  ...DRAWN_ANIMAL_WORDS,
};
