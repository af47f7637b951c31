#!/usr/bin/env bash
# Makes the bundled campaign of the Black Prince's chevauchée of 1356, Bergerac (4 August) to
# Poitiers (19 September), with seneschal-cli: data/scenarios/poitiers-1356.xml. The places'
# real positions are data/geography/poitiers-1356-coordinates.csv; the orders of battle and their
# sources are docs/campaigns/poitiers-1356.md. Needs GMT and GSHHG (scripts/make-geography.sh).
#
#   scripts/campaigns/make-poitiers-1356.sh
set -euo pipefail
id=poitiers-1356
box=-0.8/2.65/44.6/48.6      # W/E/S/N: the Dordogne at Bergerac to Chartres, Angers to Bourges
width=800
height=1350
source "$(dirname "${BASH_SOURCE[0]}")/campaign-tools.sh"

begin "The Poitiers campaign, 1356" 1356-08-04
side england "Kingdom of England" "#b22234" 15000
side france "Kingdom of France" "#1f3a93" 40000
places

# Roads, tracks and river crossings; days proposed from the distance at strategy.xml's rates.
route bergerac lalinde
route bergerac perigueux
route lalinde perigueux
route perigueux brantome
route perigueux limoges
route brantome rochechouart track
route rochechouart limoges river-crossing      # the Vienne
route rochechouart bellac river-crossing       # the Vienne
route limoges bellac
route limoges la-souterraine
route bellac la-souterraine track
route bellac le-blanc
route la-souterraine argenton
route argenton le-blanc
route argenton chateauroux river-crossing      # the Creuse
route le-blanc chateauroux
route le-blanc chauvigny
route le-blanc la-haye track
route chateauroux issoudun river-crossing      # the Indre
route chateauroux loches
route issoudun bourges
route issoudun vierzon river-crossing          # the Cher
route bourges vierzon
route vierzon romorantin
route romorantin montrichard
route romorantin blois river-crossing          # the Loire
route vierzon orleans track                    # through the Sologne
route montrichard amboise
route montrichard loches river-crossing        # the Cher
route amboise tours
route amboise blois river-crossing             # the Loire
route amboise loches river-crossing            # the Cher
route tours montbazon river-crossing           # the Cher
route montbazon loches
route montbazon la-haye
route loches la-haye
route la-haye chatellerault
route la-haye chauvigny
route chatellerault chauvigny
route chatellerault poitiers river-crossing    # the Vienne
route chauvigny poitiers river-crossing        # the Vienne
route chauvigny maupertuis river-crossing      # the Vienne
route poitiers maupertuis
route tours saumur
route saumur ponts-de-ce
route ponts-de-ce angers
route saumur poitiers
route blois meung
route meung orleans
route chartres orleans
route chartres blois
route tours blois river-crossing               # the Loire

# --- The Prince's army: Sumption, Green and Hewitt's 6,000 (3,000 men-at-arms, 2,000 archers,
# 1,000 Gascon foot), in the three battles of Poitiers and the Captal's Gascons; the archers in
# battals of their own, as in the Crécy campaign (GA-BATTAL-COMP: a Feudal battal holds no
# Regular troops).
leader england "Edward, Prince of Wales" duke 5 bold
army england "The Prince's army" bergerac "Edward, Prince of Wales"
leader england "Thomas Beauchamp, Earl of Warwick" earl 5 bold
leader england "John de Vere, Earl of Oxford" earl 4 steady
leader england "Sir John Chandos" knight 4 steady
leader england "Reginald Cobham" baron 4 steady
leader england "William Montagu, Earl of Salisbury" earl 4 steady
leader england "Robert Ufford, Earl of Suffolk" earl 4 steady
leader england "Jean de Grailly, Captal de Buch" baron 5 bold
battal "The Prince's army" "The vanguard" "Thomas Beauchamp, Earl of Warwick" attack
battal "The Prince's army" "The vanguard's archers" "John de Vere, Earl of Oxford" skirmish
battal "The Prince's army" "The Prince's battle" "Sir John Chandos" hold
battal "The Prince's army" "The Prince's archers" "Reginald Cobham" skirmish
battal "The Prince's army" "The rearguard" "William Montagu, Earl of Salisbury" defend
battal "The Prince's army" "The rearguard's archers" "Robert Ufford, Earl of Suffolk" skirmish
battal "The Prince's army" "The Gascons" "Jean de Grailly, Captal de Buch" flank
unit "The vanguard" "Warwick's men-at-arms" dismounted-men-at-arms B 360 england "Sir Thomas Felton" knight 3 steady
unit "The vanguard" "Oxford's men-at-arms" dismounted-men-at-arms B 240 england "Sir Nigel Loring" knight 3 steady
unit "The vanguard's archers" "Archers of the vanguard" longbowmen A 600 england "Richard Wombwell" captain 3 steady
unit "The Prince's battle" "Prince's household knights" dismounted-knights A 160 england "Bartholomew Burghersh" baron 4 steady
unit "The Prince's battle" "Prince's men-at-arms" dismounted-men-at-arms A 440 england "Sir James Audley" knight 4 rash
unit "The Prince's battle" "Cobham's men-at-arms" dismounted-men-at-arms B 240 england "Sir John Wingfield" knight 3 steady
unit "The Prince's archers" "Cheshire archers" longbowmen A 700 england "Sir Richard Stafford" knight 3 steady
unit "The rearguard" "Salisbury's men-at-arms" dismounted-men-at-arms B 340 england "Sir Maurice Berkeley" knight 3 bold
unit "The rearguard" "Despenser's men-at-arms" dismounted-men-at-arms B 160 england "Edward, Lord Despenser" baron 3 bold
unit "The rearguard's archers" "Archers of the rearguard" longbowmen A 700 england "Thomas Hurel" captain 3 bold
unit "The Gascons" "Captal's mounted men-at-arms" men-at-arms B 300 england "Sir Eustace d'Aubrichecourt" knight 3 impetuous
unit "The Gascons" "Pommiers's Gascon men-at-arms" dismounted-men-at-arms B 500 england "Elie de Pommiers" baron 3 steady
unit "The Gascons" "Lesparre's Gascon men-at-arms" dismounted-men-at-arms B 240 england "Florimont, Lord of Lesparre" baron 3 bold
unit "The Gascons" "Gascon brigands" brigands C 1000 england "the Lord of Montferrand" baron 2 rash

# --- John II's army, mustered at Chartres in early September: Green's and Sumption's 14,000 to
# 16,000, in the four divisions of Poitiers (the marshals' vanguard, the Dauphin's, Orléans's,
# the King's) and the communes.
leader france "John II" king 3 rash
army france "The French royal army" chartres "John II"
leader france "Arnoul d'Audrehem, Marshal of France" baron 4 impetuous
leader france "Charles, Duke of Normandy (the Dauphin)" duke 2 cautious
leader france "Philip, Duke of Orléans" duke 2 cautious
leader france "Walter of Brienne, Duke of Athens, Constable" duke 4 bold
leader france "Sir Enguerrand de Hesdin" knight 2 steady
battal "The French royal army" "The marshals' vanguard" "Arnoul d'Audrehem, Marshal of France" attack
battal "The French royal army" "The Dauphin's division" "Charles, Duke of Normandy (the Dauphin)" attack
battal "The French royal army" "Orléans's division" "Philip, Duke of Orléans" reserve
battal "The French royal army" "The King's division" "Walter of Brienne, Duke of Athens, Constable" attack
battal "The French royal army" "The communes" "Sir Enguerrand de Hesdin" hold
unit "The marshals' vanguard" "The marshals' chosen horse" knights A 300 france "Jean de Clermont, Marshal of France" baron 4 bold
unit "The marshals' vanguard" "German horse" men-at-arms B 500 france "John, Count of Saarbrücken" count 3 bold
unit "The marshals' vanguard" "Crossbowmen of the vanguard" crossbowmen C 1000 france "Guillot de Vienne" captain 2 steady
unit "The Dauphin's division" "Dauphin's knights" dismounted-knights A 400 france "Peter, Duke of Bourbon" duke 3 bold
unit "The Dauphin's division" "Dauphin's men-at-arms" dismounted-men-at-arms B 2600 france "Jean de Landas" baron 3 steady
unit "The Dauphin's division" "Douglas's Scots" dismounted-men-at-arms B 200 france "William, Lord of Douglas" baron 4 bold
unit "The Dauphin's division" "Foot of the Dauphin's division" spearmen C 800 france "Colart de Vaux" sergeant 2 steady
unit "Orléans's division" "Orléans's men-at-arms" dismounted-men-at-arms B 2500 france "Sir Gaucher de Villiers" knight 3 steady
unit "Orléans's division" "Levies of the Orléanais" peasant-levy C 1500 france "Perrin Boutet" sergeant 2 cautious
unit "The King's division" "King's household knights" dismounted-knights A 600 france "Geoffroi de Charny" baron 5 bold
unit "The King's division" "King's men-at-arms" dismounted-men-at-arms B 2800 france "Jean d'Artois, Count of Eu" count 3 bold
unit "The King's division" "Tancarville's men-at-arms" dismounted-men-at-arms B 500 france "Jean de Melun, Count of Tancarville" count 3 steady
unit "The King's division" "Men of the Archbishop of Sens" dismounted-men-at-arms B 300 france "Guillaume de Melun, Archbishop of Sens" baron 3 steady
unit "The King's division" "King's crossbowmen" crossbowmen B 1000 france "Ottobuono Lercari" captain 3 steady
unit "The communes" "Communes of the Île-de-France" militia-spearmen C 1000 france "Jacquet de Saint-Yon" captain 2 steady

# --- Romorantin, held against the Prince from 31 August to 3 September.
leader france "Amaury de Craon" baron 3 bold
army france "Garrison of Romorantin" romorantin "Amaury de Craon"
leader france "Jean le Meingre, called Boucicaut" knight 4 bold
leader france "Sir Guiot de Selles" knight 2 steady
battal "Garrison of Romorantin" "The keep of Romorantin" "Jean le Meingre, called Boucicaut" defend
battal "Garrison of Romorantin" "The walls of Romorantin" "Sir Guiot de Selles" defend
unit "The keep of Romorantin" "Craon's men-at-arms" dismounted-men-at-arms B 200 france "the Hermite de Caumont" knight 3 bold
unit "The walls of Romorantin" "Crossbowmen of Romorantin" militia-crossbowmen C 100 france "Thévenin Ragot" sergeant 2 steady

# --- Tours, where the Count of Anjou held the Loire bridges against the Prince (7-11 September).
leader france "Louis, Count of Anjou" count 2 cautious
army france "The force at Tours" tours "Louis, Count of Anjou"
leader france "Sir Jean de Saintré" knight 4 steady
leader france "Sir Aymeri de Rochecorbon" knight 2 cautious
battal "The force at Tours" "Anjou's men" "Sir Jean de Saintré" defend
battal "The force at Tours" "The militia of Tours" "Sir Aymeri de Rochecorbon" hold
unit "Anjou's men" "Anjou's men-at-arms" dismounted-men-at-arms B 600 france "Sir Renaud de Montigny" knight 3 steady
unit "The militia of Tours" "Militia of Tours" militia-spearmen C 800 france "Jehan Godeau" captain 2 steady
unit "The militia of Tours" "Crossbowmen of Tours" militia-crossbowmen C 200 france "Huguet Pillot" sergeant 2 steady

finish "Edward, Prince of Wales, rides out of Bergerac on 4 August 1356 with some 6,000 Englishmen and Gascons to burn his way north through the Limousin and Berry to the Loire, where Lancaster should join him. Romorantin holds him for three days and Tours will not open its bridges; John II musters at Chartres, crosses the Loire at Blois and races south by Loches and La Haye to Chauvigny to cut him off from Gascony. They meet at Maupertuis, south-east of Poitiers, on 19 September."
