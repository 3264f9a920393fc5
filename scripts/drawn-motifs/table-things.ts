// The things drawn by us (food, vehicles, plants, sky, sports and party things, toys, instruments, places …), by
// emoji id or an id of ours: one of the three tables scripts/studio-drawn-motifs.ts joins for the build. Ours (MIT).
import { cookie, croissant, pancakes } from './bakery';
import { americanFootball, baseball, tennisBall } from './balls-baseball-tennis-football';
import { basketball } from './balls-basketball';
import { soccerBall } from './balls-soccer-ball';
import { volleyball } from './balls-volleyball';
import { christmasBell } from './bell';
import { baguette } from './breads';
import { bouquet, cherryBlossom, clover, daisy, hibiscus, lotus } from './blossoms';
import { sailboat } from './boats';
import { speedboat } from './boats-speedboat';
import { ferry } from './boats-ferry';
import { motorBoat } from './boats-motor-boat';
import { passengerShip } from './boats-passenger-ship';
import { birthdayCake } from './cake-mouse-snake';
import { christmasTree, teddyBear } from './christmas';
import { chessPawn, mirrorBall } from './dark-things';
import { excavator } from './excavator';
import { carpStreamer, redEnvelope, tanabataTree } from './festivals';
import { fishbowl } from './fishbowl';
import { rose, sunflower, tulip } from './flowers';
import { carrot, iceCreamCone, wrappedGift } from './food';
import { taco } from './food-taco';
import { apple, cherries, grapes, strawberry } from './fruit';
import { bananaBunch, pineapple, watermelonSlice } from './fruit-more';
import { earOfCorn, lemon, pear, tangerine } from './fruit-snacks';
import { hotDog } from './hot-dog';
import { evergreenTree, pottedPlant } from './garden';
import { badminton } from './gear-badminton';
import { bowling } from './gear-bowling';
import { boxingGlove } from './gear-boxing-glove';
import { skateboard } from './gear-skateboard';
import { fallenLeaves } from './halloween-fallen-leaves';
import { jackOLantern } from './halloween-jack-o-lantern';
import { yoYo } from './halloween-yo-yo';
import { valentineHeart } from './heart';
import { hinaDolls } from './hina-dolls';
import { crown } from './home-things-crown';
import { house } from './home-things-house';
import { openBook } from './home-things-open-book';
import { umbrella } from './home-things-umbrella';
import { moonPhase } from './moons';
import { drum } from './music-drum';
import { guitar } from './music-guitar';
import { musicalKeyboard } from './music-keyboard';
import { trumpet } from './music-trumpet';
import { violin } from './music-violin';
import { nest } from './nest';
import { balloonBunch } from './party-balloons';
import { partyPopper } from './party-popper';
import { cactus, mushroom, palmTree } from './plants';
import { racingCar } from './racing-car';
import { articulatedLorry } from './road-lorry';
import { pickupTruck } from './road-pickup';
import { sportUtilityVehicle } from './road-suv';
import { autoRickshaw } from './road-tuk-tuk';
import { castle, volcano } from './scenery';
import { helicopter, ship } from './ship-and-helicopter';
import { puffyCloud, rainbow, sleepyCrescent, star, sun } from './sky';
import { fullMoonFace, ringedPlanet } from './sky-bodies';
import { flyingSaucer } from './spacecraft-flying-saucer';
import { rocket } from './spacecraft-rocket';
import { satellite } from './spacecraft-satellite';
import { ghost } from './spooky-and-sea';
import { sushi } from './sushi';
import { frenchFries, pie } from './sweet-bakes-pie-french-fries';
import { popcorn } from './sweet-bakes-popcorn';
import { honeyPot, shortcake } from './sweet-bakes-shortcake-honey-pot';
import { waffle } from './sweet-bakes-waffle';
import { candy, chocolate, lollipop, moonCake } from './sweets';
import { comet, decoratedEgg } from './things';
import { bus } from './town-bus';
import { car, policeCar, taxi } from './town-cars';
import { kickScooter } from './toys-kick-scooter';
import { magicWand } from './toys-magic-wand';
import { nestingDolls } from './toys-nesting-dolls';
import { pinata } from './toys-pinata';
import { rollerSkate } from './toys-roller-skate';
import { airplane, bulletTrain, steamLocomotive } from './trains-and-plane';
import { minibus } from './transit-minibus';
import { railwayCar } from './transit-railway-car';
import { tramCar } from './transit-tram';
import { trolleybus } from './transit-trolleybus';
import { cupcake, doughnut, hamburger, pizza } from './treats';
import { deciduousTree } from './tree';
import { bicycle, motorcycle, motorScooter } from './two-wheelers';
import { avocado, broccoli, eggplant, peach, tomato } from './veg';
import { snowman } from './winter-and-sea';
import { iceSkate } from './winter-gear-ice-skate';
import { kite } from './winter-gear-kite';
import { skis } from './winter-gear-skis';
import { sled } from './winter-gear-sled';
import { ambulance, deliveryTruck, fireEngine, tractor } from './work-trucks';
import { xylophone } from './xylophone';
import { acorn } from './acorn';
import { bone } from './bones-and-skull';
import { pirateShip } from './pirate-ship';
import { treasureChest } from './treasure-chest';
import { beehive } from './beehive';
import { christmasStocking } from './christmas-stocking';
import { milkCarton } from './milk';
import { skeleton } from './skeleton';
import { sugarSkull } from './sugar-skull';
import { campfire, tent } from './camp';
import { ragDoll } from './rag-doll';
import { sandcastle } from './sandcastle';
import { submarine } from './submarine';
import { shield, sword } from './sword-and-shield';
import {
  ACORN_ID,
  BEEHIVE_ID,
  CAMPFIRE_ID,
  MILK_ID,
  PIRATE_SHIP_ID,
  RAG_DOLL_ID,
  SANDCASTLE_ID,
  SHIELD_ID,
  SKELETON_ID,
  SKULL_ID,
  STOCKING_ID,
  SUBMARINE_ID,
  SWORD_ID,
  TENT_ID,
  TREASURE_CHEST_ID,
} from '../../lib/studio/scene/own-thing-ids';
import {
  BARN_ID,
  GARBAGE_TRUCK_ID,
  GINGERBREAD_MAN_ID,
  GNOME_ID,
  HOT_AIR_BALLOON_ID,
  LIGHTHOUSE_ID,
  MONSTER_TRUCK_ID,
  PENCIL_ID,
  TREEHOUSE_ID,
  WINDMILL_ID,
} from '../../lib/studio/scene/own-thing-ids';
import { barn, treehouse } from './barn-and-treehouse';
import { gingerbreadMan } from './gingerbread-man';
import { hotAirBalloon } from './hot-air-balloon';
import { lighthouse, windmill } from './lighthouse-and-windmill';
import { gnome, pencil } from './pencil-and-gnome';
import { garbageTruck, monsterTruck } from './road-big-trucks';
import { EXCAVATOR_ID, FISHBOWL_ID, XYLOPHONE_ID } from '../../lib/studio/scene/people';
import type { Drawn } from './art';

export const DRAWN_THINGS: Record<string, Drawn> = {
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
  // a dog's bone, an acorn, a treasure chest and a pirate ship: no emoji drew them (drawn-motifs/bones-and-skull.ts,
  // acorn.ts, treasure-chest.ts, pirate-ship.ts)
  '1F9B4': bone(),
  [ACORN_ID]: acorn(),
  [TREASURE_CHEST_ID]: treasureChest(),
  [PIRATE_SHIP_ID]: pirateShip(),
  // a rag doll, a tent, a campfire, a sandcastle, a submarine, a sword, a shield and a beehive: "a doll" drew the
  // festival dolls and the others nothing (drawn-motifs/rag-doll.ts, camp.ts, sandcastle.ts, submarine.ts,
  // sword-and-shield.ts, beehive.ts)
  [RAG_DOLL_ID]: ragDoll(),
  [TENT_ID]: tent(),
  [CAMPFIRE_ID]: campfire(),
  [SANDCASTLE_ID]: sandcastle(),
  [SUBMARINE_ID]: submarine(),
  [SWORD_ID]: sword(),
  [SHIELD_ID]: shield(),
  [BEEHIVE_ID]: beehive(),
  // milk, a skeleton, a skull and a Christmas stocking: they drew nothing, a dog's bone or a Christmas tree
  // (drawn-motifs/milk.ts, skeleton.ts, sugar-skull.ts, christmas-stocking.ts)
  [MILK_ID]: milkCarton(),
  [SKELETON_ID]: skeleton(),
  [SKULL_ID]: sugarSkull(),
  [STOCKING_ID]: christmasStocking(),
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
  [EXCAVATOR_ID]: excavator(),
  [XYLOPHONE_ID]: xylophone(),
  // the instruments: OpenMoji's printed as thin, stiff outlines (drawn-motifs/music-*.ts)
  '1F3B8': guitar(),
  '1F3B9': musicalKeyboard(),
  '1F941': drum(),
  '1F3BA': trumpet(),
  '1F3BB': violin(),
  [FISHBOWL_ID]: fishbowl(),
  '1F514': christmasBell(),
  '1FABA': nest(),
  '1F47B': ghost(),
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
  '2603': snowman(),
  '26C4': snowman(),
  '26F8': iceSkate(),
  '1F3BF': skis(),
  '1F6F7': sled(),
  '1FA81': kite(),
  '1F383': jackOLantern(),
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
  '1F34E': apple(),
  '1F352': cherries(),
  '1F353': strawberry(),
  '1F347': grapes(),
  // the pear, tangerine, lemon, corn and hot dog: OpenMoji printed plain shapes (fruit-snacks.ts, hot-dog.ts)
  '1F350': pear(),
  '1F34A': tangerine(),
  '1F34B': lemon(),
  '1F33D': earOfCorn(),
  '1F32D': hotDog(),
  // the baguette lay tilted across the plate (drawn-motifs/breads.ts)
  '1F956': baguette(),
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
  // the third round of parents' words: a hot air balloon ("balloon" drew the party balloon), a gingerbread man (the
  // round cookie), a monster truck and a garbage truck (the delivery van), and a lighthouse, a windmill, a barn, a
  // treehouse, a pencil and a garden gnome, which drew nothing
  [HOT_AIR_BALLOON_ID]: hotAirBalloon(),
  [GINGERBREAD_MAN_ID]: gingerbreadMan(),
  [LIGHTHOUSE_ID]: lighthouse(),
  [WINDMILL_ID]: windmill(),
  [BARN_ID]: barn(),
  [TREEHOUSE_ID]: treehouse(),
  [MONSTER_TRUCK_ID]: monsterTruck(),
  [GARBAGE_TRUCK_ID]: garbageTruck(),
  [PENCIL_ID]: pencil(),
  [GNOME_ID]: gnome(),
};
