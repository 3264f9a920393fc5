// Motifs drawn by us, in OpenMoji's 72-unit box, where neither emoji set draws the subject so that it reads on
// paper: a head or a bust where a child expects the whole animal or person, a faceless silhouette, a flat box on
// post legs, a thin outline too narrow to colour, or big solid black parts. This is the table the index build
// reads; each file in drawn-motifs/ says which subjects it draws and what the emoji printed before
// (docs/studio.md, Motifs, shows each before and after). Same fields as the extracted ones: `f` closed areas
// (painted white with a black edge, later ones over earlier ones), `s` black lines, `d` solid dots. Ours, under
// the repository's licence (MIT).
import { cookie, croissant, pancakes } from './drawn-motifs/bakery';
import { americanFootball, baseball, tennisBall } from './drawn-motifs/balls-baseball-tennis-football';
import { basketball } from './drawn-motifs/balls-basketball';
import { soccerBall } from './drawn-motifs/balls-soccer-ball';
import { volleyball } from './drawn-motifs/balls-volleyball';
import { eagle, goose, lizard, swan } from './drawn-motifs/birds-and-gecko';
import { sailboat, speedboat } from './drawn-motifs/boats';
import { ferry } from './drawn-motifs/boats-ferry';
import { motorBoat } from './drawn-motifs/boats-motor-boat';
import { passengerShip } from './drawn-motifs/boats-passenger-ship';
import { flamingo, parrot, peacock } from './drawn-motifs/bright-birds';
import { teacher } from './drawn-motifs/costumes';
import { sauropod, stegosaurus, triceratops, tRex } from './drawn-motifs/dinosaurs';
import { dolphin } from './drawn-motifs/dolphin';
import { dragon } from './drawn-motifs/dragon';
import { ballerina } from './drawn-motifs/dressed-up';
import { angel } from './drawn-motifs/figures-angel';
import { astronaut } from './drawn-motifs/figures-astronaut';
import { clown } from './drawn-motifs/figures-clown';
import { cowboy } from './drawn-motifs/figures-cowboy';
import { pirate } from './drawn-motifs/figures-pirate';
import { knight } from './drawn-motifs/figures-knight';
import { ninja } from './drawn-motifs/figures-ninja';
import { robot } from './drawn-motifs/figures-robot';
import { superhero } from './drawn-motifs/figures-superhero';
import { elf } from './drawn-motifs/figures-elf';
import { fairy } from './drawn-motifs/figures-fairy';
import { genie } from './drawn-motifs/figures-genie';
import { witch } from './drawn-motifs/figures-witch';
import { prince } from './drawn-motifs/figures-prince';
import { princess } from './drawn-motifs/figures-princess';
import { queen } from './drawn-motifs/figures-queen';
import { zombie } from './drawn-motifs/figures-zombie';
import { excavator } from './drawn-motifs/excavator';
import { fishbowl } from './drawn-motifs/fishbowl';
import { chick, turkey } from './drawn-motifs/farm-birds';
import { cow, rooster } from './drawn-motifs/farm-animals';
import { elephant, goat, hippo, rhino, sheep } from './drawn-motifs/big-animals';
import { bison } from './drawn-motifs/bison';
import { ox } from './drawn-motifs/ox';
import { orangutan } from './drawn-motifs/orangutan';
import { waterBuffalo } from './drawn-motifs/water-buffalo';
import { bactrian, dromedary, mammoth } from './drawn-motifs/camels-and-mammoth';
import { ant, butterfly, ladyBeetle, spider, worm } from './drawn-motifs/bugs';
import { caterpillar } from './drawn-motifs/caterpillar';
import { birthdayCake, mouse, snake } from './drawn-motifs/cake-mouse-snake';
import { carpStreamer, redEnvelope, tanabataTree } from './drawn-motifs/festivals';
import { chessPawn, mirrorBall } from './drawn-motifs/dark-things';
import { grownUp } from './drawn-motifs/family';
import { badminton } from './drawn-motifs/gear-badminton';
import { bowling } from './drawn-motifs/gear-bowling';
import { boxingGlove } from './drawn-motifs/gear-boxing-glove';
import { skateboard } from './drawn-motifs/gear-skateboard';
import { carrot, iceCreamCone, taco, wrappedGift } from './drawn-motifs/food';
import { bananaBunch, pineapple, watermelonSlice } from './drawn-motifs/fruit-more';
import { frog } from './drawn-motifs/frog';
import { evergreenTree, pottedPlant } from './drawn-motifs/garden';
import { apple, cherries, grapes, strawberry } from './drawn-motifs/fruit';
import { earOfCorn, hotDog, lemon, pear, tangerine } from './drawn-motifs/fruit-snacks';
import { avocado, broccoli, eggplant, peach, tomato } from './drawn-motifs/veg';
import { valentineHeart } from './drawn-motifs/heart';
import { hamster, moose, wolf } from './drawn-motifs/heads-made-whole';
import { hen } from './drawn-motifs/hen';
import { bat } from './drawn-motifs/halloween-bat';
import { fallenLeaves } from './drawn-motifs/halloween-fallen-leaves';
import { jackOLantern } from './drawn-motifs/halloween-jack-o-lantern';
import { yoYo } from './drawn-motifs/halloween-yo-yo';
import { hinaDolls } from './drawn-motifs/hina-dolls';
import { owl } from './drawn-motifs/owl';
import { gorilla, koala, tiger } from './drawn-motifs/jungle-animals';
import { monkey, sloth } from './drawn-motifs/tree-climbers';
import { deer } from './drawn-motifs/hooved';
import { donkey, horse, zebra } from './drawn-motifs/horse';
import { santa } from './drawn-motifs/legends';
import { lion } from './drawn-motifs/lion';
import { mermaid } from './drawn-motifs/mermaid';
import { nest } from './drawn-motifs/nest';
import { cat, dog } from './drawn-motifs/pets';
import { guideDog } from './drawn-motifs/guide-dog';
import { goldfish, poodle } from './drawn-motifs/pets-more';
import { rose, sunflower, tulip } from './drawn-motifs/flowers';
import { bouquet, cherryBlossom, clover, daisy, hibiscus, lotus } from './drawn-motifs/blossoms';
import { pig } from './drawn-motifs/pig';
import { racingCar } from './drawn-motifs/racing-car';
import { bicycle, motorcycle, motorScooter } from './drawn-motifs/two-wheelers';
import { ambulance, deliveryTruck, fireEngine, tractor } from './drawn-motifs/work-trucks';
import { airplane, bulletTrain, steamLocomotive } from './drawn-motifs/trains-and-plane';
import { cactus, mushroom, palmTree } from './drawn-motifs/plants';
import { christmasTree, teddyBear } from './drawn-motifs/christmas';
import { balloonBunch } from './drawn-motifs/party-balloons';
import { partyPopper } from './drawn-motifs/party-popper';
import { kickScooter } from './drawn-motifs/toys-kick-scooter';
import { magicWand } from './drawn-motifs/toys-magic-wand';
import { nestingDolls } from './drawn-motifs/toys-nesting-dolls';
import { pinata } from './drawn-motifs/toys-pinata';
import { rollerSkate } from './drawn-motifs/toys-roller-skate';
import { deciduousTree } from './drawn-motifs/tree';
import { bus } from './drawn-motifs/town-bus';
import { car, policeCar, taxi } from './drawn-motifs/town-cars';
import { minibus } from './drawn-motifs/transit-minibus';
import { railwayCar } from './drawn-motifs/transit-railway-car';
import { tramCar } from './drawn-motifs/transit-tram';
import { trolleybus } from './drawn-motifs/transit-trolleybus';
import { sportUtilityVehicle } from './drawn-motifs/road-suv';
import { pickupTruck } from './drawn-motifs/road-pickup';
import { articulatedLorry } from './drawn-motifs/road-lorry';
import { autoRickshaw } from './drawn-motifs/road-tuk-tuk';
import { moonPhase } from './drawn-motifs/moons';
import { fullMoonFace, ringedPlanet } from './drawn-motifs/sky-bodies';
import { puffyCloud, rainbow, sleepyCrescent, star, sun } from './drawn-motifs/sky';
import { giraffe, hedgehog, kangaroo, llama, rabbit } from './drawn-motifs/more-animals';
import { worker } from './drawn-motifs/people';
import { duck, dove, honeybee, songbird, tropicalFish } from './drawn-motifs/small-creatures';
import { blowfish, crocodile, orca, shark } from './drawn-motifs/sea-animals';
import { crab, octopus, seal, whale } from './drawn-motifs/sea-friends';
import { spoutingWhale } from './drawn-motifs/spouting-whale';
import { leopard, lobster, rat, shrimp } from './drawn-motifs/seafood';
import { castle, volcano } from './drawn-motifs/scenery';
import { helicopter, ship } from './drawn-motifs/ship-and-helicopter';
import { snail } from './drawn-motifs/snail';
import { dragonfly, seahorse, starfish } from './drawn-motifs/shore-and-pond';
import { christmasBell } from './drawn-motifs/bell';
import { flyingSaucer } from './drawn-motifs/spacecraft-flying-saucer';
import { rocket } from './drawn-motifs/spacecraft-rocket';
import { satellite } from './drawn-motifs/spacecraft-satellite';
import { ghost, jellyfish, squid } from './drawn-motifs/spooky-and-sea';
import { sushi } from './drawn-motifs/sushi';
import { candy, chocolate, lollipop, moonCake } from './drawn-motifs/sweets';
import { frenchFries, pie } from './drawn-motifs/sweet-bakes-pie-french-fries';
import { popcorn } from './drawn-motifs/sweet-bakes-popcorn';
import { honeyPot, shortcake } from './drawn-motifs/sweet-bakes-shortcake-honey-pot';
import { waffle } from './drawn-motifs/sweet-bakes-waffle';
import { cupcake, doughnut, hamburger, pizza } from './drawn-motifs/treats';
import { crown } from './drawn-motifs/home-things-crown';
import { house } from './drawn-motifs/home-things-house';
import { openBook } from './drawn-motifs/home-things-open-book';
import { umbrella } from './drawn-motifs/home-things-umbrella';
import { comet, decoratedEgg } from './drawn-motifs/things';
import { unicorn } from './drawn-motifs/unicorn';
import { drum } from './drawn-motifs/music-drum';
import { guitar } from './drawn-motifs/music-guitar';
import { musicalKeyboard } from './drawn-motifs/music-keyboard';
import { trumpet } from './drawn-motifs/music-trumpet';
import { violin } from './drawn-motifs/music-violin';
import { xylophone } from './drawn-motifs/xylophone';
import { bear, fox, panda, raccoon } from './drawn-motifs/wild';
import { beaver, chipmunk, otter, skunk } from './drawn-motifs/critters';
import { badger } from './drawn-motifs/small-beasts-badger';
import { beetle } from './drawn-motifs/small-beasts-beetle';
import { cricket } from './drawn-motifs/small-beasts-cricket';
import { dodo } from './drawn-motifs/small-beasts-dodo';
import { scorpion } from './drawn-motifs/small-beasts-scorpion';
import { penguin, seaTurtle, snowman } from './drawn-motifs/winter-and-sea';
import { iceSkate } from './drawn-motifs/winter-gear-ice-skate';
import { kite } from './drawn-motifs/winter-gear-kite';
import { skis } from './drawn-motifs/winter-gear-skis';
import { sled } from './drawn-motifs/winter-gear-sled';
import { alien, baby } from './drawn-motifs/whole-figures';
import {
  COWBOY_ID,
  COWGIRL_ID,
  DRAGONFLY_ID,
  EXCAVATOR_ID,
  FISHBOWL_ID,
  KNIGHT_ID,
  PEGASUS_ID,
  PIRATE_ID,
  QUEEN_ID,
  SEAHORSE_ID,
  STARFISH_ID,
  STEGOSAURUS_ID,
  TRICERATOPS_ID,
  WINGED_UNICORN_ID,
  XYLOPHONE_ID,
} from '../lib/studio/scene/people';

/** `c`: areas kept clear of an adult page's zentangle fill (as a child's skin is, `lib/studio/scene/motif-art.ts`). */
export const DRAWN_MOTIFS: Record<string, { f: string; s: string; d: string; c?: string }> = {
  '1F363': sushi(),
  '1F950': croissant(),
  '1F95E': pancakes(),
  '1F36A': cookie(),
  '1F36C': candy(),
  '1F36D': lollipop(),
  '1F36B': chocolate(),
  '1F96E': moonCake(),
  '1F370': shortcake(),
  '1F967': pie(),
  '1F9C7': waffle(),
  '1F37F': popcorn(),
  '1F35F': frenchFries(),
  '1F36F': honeyPot(),
  '26F5': sailboat(),
  '1F6A4': speedboat(),
  '1F6A2': ship(),
  '1F6F3': passengerShip(),
  '26F4': ferry(),
  '1F6E5': motorBoat(),
  '1F681': helicopter(),
  '1F3CE': racingCar(),
  '1F680': rocket(),
  '1F6F8': flyingSaucer(),
  '1F6F0': satellite(),
  '1F3CD': motorcycle(),
  '1F6F5': motorScooter(),
  '1F6B2': bicycle(),
  '1F697': car(),
  '1F695': taxi(),
  '1F693': policeCar(),
  '1F68C': bus(),
  '1F691': ambulance(),
  '1F69A': deliveryTruck(),
  '1F692': fireEngine(),
  '1F69C': tractor(),
  '1F699': sportUtilityVehicle(),
  '1F6FB': pickupTruck(),
  '1F69B': articulatedLorry(),
  '1F6FA': autoRickshaw(),
  '2708': airplane(),
  '1F682': steamLocomotive(),
  // the high-speed train and the bullet train are one drawing: both emoji are the same streamlined train
  '1F684': bulletTrain(),
  '1F685': bulletTrain(),
  // the railway coach, the tram, the trolleybus and the minibus: Fluent's were plain boxes (drawn-motifs/transit-*.ts)
  '1F683': railwayCar(),
  '1F68B': tramCar(),
  '1F68E': trolleybus(),
  '1F690': minibus(),
  '2604': comet(),
  '1F3F0': castle(),
  '1F30B': volcano(),
  '1F95A': decoratedEgg(),
  '1F388': balloonBunch(),
  '265F': chessPawn(),
  '1FAA9': mirrorBall(),
  '1F49D': valentineHeart(),
  '1F38F': carpStreamer(),
  '1F38B': tanabataTree(),
  '1F38E': hinaDolls(),
  '1F9E7': redEnvelope(),
  '1F389': partyPopper(),
  '1F9D1-200D-1F680': astronaut(),
  '1F9D1-200D-1F692': worker('firefighter'),
  '1F46E': worker('police'),
  '1F9D1-200D-2695-FE0F': worker('doctor'),
  '1F9D1-200D-1F373': worker('cook'),
  '1F9D1-200D-1F33E': worker('farmer'),
  '1F478': princess(),
  '1F934': prince(),
  [QUEEN_ID]: queen(),
  '1F9DA': fairy(),
  '1F9D9': witch(),
  '1F385': santa(),
  '1F9DD': elf(),
  '1F9DE': genie(),
  [KNIGHT_ID]: knight(),
  '1F483': ballerina(),
  [PIRATE_ID]: pirate(),
  '1F921': clown(),
  '1F9B8': superhero(),
  '1F916': robot(),
  '1F47D': alien(),
  '1F476': baby(),
  '1F47C': angel(),
  '1F9D1-200D-1F3EB': teacher(),
  [COWBOY_ID]: cowboy(),
  [COWGIRL_ID]: cowboy('cowgirl'),
  '1F977': ninja(),
  '1F9DF': zombie(),
  [EXCAVATOR_ID]: excavator(),
  [XYLOPHONE_ID]: xylophone(),
  // the instruments: OpenMoji's printed as thin, stiff outlines (drawn-motifs/music-*.ts)
  '1F3B8': guitar(),
  '1F3B9': musicalKeyboard(),
  '1F941': drum(),
  '1F3BA': trumpet(),
  '1F3BB': violin(),
  [FISHBOWL_ID]: fishbowl(),
  [SEAHORSE_ID]: seahorse(),
  [STARFISH_ID]: starfish(),
  [DRAGONFLY_ID]: dragonfly(),
  '1F514': christmasBell(),
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
  '1F9DC': mermaid(),
  '1F416': pig(),
  '1F404': cow(),
  '1F402': ox(),
  '1F403': waterBuffalo(),
  '1F9AC': bison(),
  '1FABA': nest(),
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
  '1F469': grownUp('woman'),
  '1F468': grownUp('man'),
  '1F475': grownUp('grandma'),
  '1F474': grownUp('grandpa'),
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
  '1F47B': ghost(),
  '1FABC': jellyfish(),
  '1F991': squid(),
  '1F405': tiger(),
  '1F406': leopard(),
  '1F98D': gorilla(),
  '1F9A7': orangutan(),
  '1F428': koala(),
  '1F412': monkey(),
  '1F9A5': sloth(),
  '1F33B': sunflower(),
  '1F337': tulip(),
  '1F339': rose(),
  '1F33A': hibiscus(),
  '1F338': cherryBlossom(),
  '1F33C': daisy(),
  '1FAB7': lotus(),
  '1F340': clover(),
  '1F490': bouquet(),
  '1F334': palmTree(),
  '1F333': deciduousTree(),
  '1F332': evergreenTree(),
  '1FAB4': pottedPlant(),
  '1F335': cactus(),
  '1F344': mushroom(),
  '1F40E': horse(),
  '1F993': zebra(),
  '1FACF': donkey(),
  '1F98C': deer(),
  '1F427': penguin(),
  '2603': snowman(),
  '26C4': snowman(),
  '1F422': seaTurtle(),
  '26F8': iceSkate(),
  '1F3BF': skis(),
  '1F6F7': sled(),
  '1FA81': kite(),
  '1F383': jackOLantern(),
  '1F987': bat(),
  '1FA80': yoYo(),
  '1F342': fallenLeaves(),
  '1F955': carrot(),
  '1F32E': taco(),
  '1F368': iceCreamCone(),
  '1F381': wrappedGift(),
  '1F34C': bananaBunch(),
  '1F349': watermelonSlice(),
  '1F34D': pineapple(),
  '1F355': pizza(),
  '1F354': hamburger(),
  '1F9C1': cupcake(),
  '1F369': doughnut(),
  '1F3E0': house(),
  '1F451': crown(),
  '2602': umbrella(),
  '1F4D6': openBook(),
  '1F382': birthdayCake(),
  '1F401': mouse(),
  '1F400': rat(),
  '1F40D': snake(),
  '1F34E': apple(),
  '1F352': cherries(),
  '1F353': strawberry(),
  '1F347': grapes(),
  // the pear, tangerine, lemon, corn and hot dog: OpenMoji printed plain shapes (drawn-motifs/fruit-snacks.ts)
  '1F350': pear(),
  '1F34A': tangerine(),
  '1F34B': lemon(),
  '1F33D': earOfCorn(),
  '1F32D': hotDog(),
  // the tomato, peach, avocado, broccoli and eggplant: OpenMoji printed plain shapes (drawn-motifs/veg.ts)
  '1F345': tomato(),
  '1F351': peach(),
  '1F951': avocado(),
  '1F966': broccoli(),
  '1F346': eggplant(),
  // the moon's phases: OpenMoji prints the dark part solid black
  '1F311': moonPhase('new'),
  '1F312': moonPhase('waxingCrescent'),
  '1F313': moonPhase('firstQuarter'),
  '1F314': moonPhase('waxingGibbous'),
  '1F315': moonPhase('full'),
  '1F316': moonPhase('waningGibbous'),
  '1F317': moonPhase('lastQuarter'),
  '1F318': moonPhase('waningCrescent'),
  // the sky bodies: OpenMoji's planet is a plain ball with one flat ring, its full moon an empty face
  '1FA90': ringedPlanet(),
  '1F31D': fullMoonFace(),
  '1F308': rainbow(),
  '2600': sun(),
  '1F31E': sun(true),
  '2B50': star(),
  '1F31F': star(true),
  '2601': puffyCloud(),
  '1F319': sleepyCrescent(),
  // the balls: each emoji printed as one plain disc crossed by a few lines (drawn-motifs/balls-*.ts)
  '26BD': soccerBall(),
  '1F3C0': basketball(),
  '26BE': baseball(),
  '1F3BE': tennisBall(),
  '1F3D0': volleyball(),
  '1F3C8': americanFootball(),
  // sports things: Fluent's skateboard printed its bolts as black dots, OpenMoji's ball its finger holes
  '1F6F9': skateboard(),
  '1F3F8': badminton(),
  '1F3B3': bowling(),
  '1F94A': boxingGlove(),
  // OpenMoji's teddy bear was a lumpy blob, its Christmas tree a plain stack of triangles with circles
  '1F9F8': teddyBear(),
  '1F384': christmasTree(),
  // toys: OpenMoji printed them as thin outlines (a hairline scooter, a bare boot, one doll, a bare stick)
  '1F6F4': kickScooter(),
  '1F6FC': rollerSkate(),
  '1FA86': nestingDolls(),
  '1FA85': pinata(),
  '1FA84': magicWand(),
};
