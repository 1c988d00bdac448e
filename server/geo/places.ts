/**
 * Approximate real centres (WGS84) of the cities and neighbourhoods of reference-data.ts, good to
 * about a kilometre: enough to put a listing without a pin near where it is, to draw each area's
 * outline (outlines.ts) and to seed demo listings in believable places. Islamabad's sectors follow
 * the CDA grid (each sector about 2 km square, numbers growing westwards, letters southwards).
 * Keyed by the reference ids, which never change meaning.
 */
import type { LatLng } from '../../src/contract/geo.ts';

const p = (lat: number, lng: number): LatLng => ({ lat, lng });

export const CITY_CENTRES: Readonly<Record<number, LatLng>> = {
  1: p(31.5204, 74.3587), // Lahore: the Mall
  2: p(24.8607, 67.0011), // Karachi: Saddar
  3: p(33.6938, 73.0652), // Islamabad: Blue Area
  4: p(33.6000, 73.0400), // Rawalpindi
  5: p(31.4187, 73.0791), // Faisalabad: the clock tower
  6: p(30.1978, 71.4697), // Multan
  7: p(34.0100, 71.5600), // Peshawar
  8: p(30.1798, 66.9750), // Quetta
  9: p(32.4945, 74.5229), // Sialkot
  10: p(32.1877, 74.1945), // Gujranwala
  11: p(25.3960, 68.3578), // Hyderabad
  12: p(29.3956, 71.6836), // Bahawalpur
  13: p(34.1500, 73.2150), // Abbottabad
  14: p(33.9070, 73.3943), // Murree
};

export const LOCATION_CENTRES: Readonly<Record<number, LatLng>> = {
  // Lahore
  101: p(31.4770, 74.3920), // DHA Phase 1
  102: p(31.4740, 74.4110), // DHA Phase 2
  103: p(31.4740, 74.3770), // DHA Phase 3
  104: p(31.4620, 74.3870), // DHA Phase 4
  105: p(31.4600, 74.4080), // DHA Phase 5
  106: p(31.4730, 74.4500), // DHA Phase 6
  107: p(31.4420, 74.4720), // DHA Phase 7
  108: p(31.4970, 74.4430), // DHA Phase 8
  109: p(31.5160, 74.3490), // Gulberg
  110: p(31.4830, 74.3240), // Model Town
  111: p(31.4690, 74.2720), // Johar Town
  112: p(31.3690, 74.1800), // Bahria Town
  113: p(31.4320, 74.2650), // Wapda Town
  114: p(31.5030, 74.3270), // Garden Town
  115: p(31.4790, 74.3010), // Faisal Town
  116: p(31.5130, 74.3980), // Cantt
  117: p(31.4080, 74.2630), // Valencia Town
  118: p(31.3850, 74.2450), // Lake City
  119: p(31.4500, 74.2330), // EME Society
  120: p(31.5080, 74.2880), // Allama Iqbal Town
  121: p(31.4530, 74.3090), // Township
  122: p(31.5340, 74.2980), // Samanabad
  123: p(31.5390, 74.3260), // Shadman
  124: p(31.5035, 74.4200), // Askari 10
  125: p(31.4330, 74.4180), // Askari 11
  126: p(31.5210, 74.2660), // Sabzazar
  127: p(31.5530, 74.2830), // Gulshan-e-Ravi
  128: p(31.4370, 74.3070), // Green Town
  129: p(31.3550, 74.2250), // Raiwind Road
  130: p(31.3370, 74.2050), // Bahria Orchard
  131: p(31.3960, 74.2100), // Canal Garden
  132: p(31.4700, 74.2000), // Park View City
  133: p(31.4280, 74.1980), // Etihad Town
  134: p(31.3250, 74.2600), // Al-Kabir Town
  135: p(31.4430, 74.3700), // State Life Housing Society
  136: p(31.5100, 74.4750), // Paragon City
  137: p(31.4990, 74.3700), // Cavalry Ground
  138: p(31.4270, 74.2880), // Sui Gas Housing Society

  // Karachi
  201: p(24.8420, 67.0680), // DHA Phase 2
  202: p(24.8300, 67.0620), // DHA Phase 4
  203: p(24.8100, 67.0400), // DHA Phase 5
  204: p(24.8000, 67.0620), // DHA Phase 6
  205: p(24.8220, 67.0840), // DHA Phase 7
  206: p(24.7850, 67.0800), // DHA Phase 8
  207: p(24.8290, 67.0330), // Clifton Block 2
  208: p(24.8165, 67.0245), // Clifton Block 5
  209: p(24.8215, 67.0410), // Clifton Block 8
  210: p(24.8370, 67.0300), // Bath Island
  211: p(24.9200, 67.0940), // Gulshan-e-Iqbal
  212: p(24.9140, 67.1300), // Gulistan-e-Jauhar
  213: p(24.9400, 67.0400), // North Nazimabad
  214: p(24.9150, 67.0320), // Nazimabad
  215: p(24.8640, 67.0680), // PECHS
  216: p(24.8810, 67.0700), // Bahadurabad
  217: p(24.8745, 67.0590), // Tariq Road
  218: p(24.8880, 67.0880), // KDA Scheme 1
  219: p(25.0090, 67.3100), // Bahria Town Karachi
  220: p(24.9600, 67.1500), // Scheme 33
  221: p(24.9350, 67.2000), // Malir Cantonment
  222: p(24.9300, 67.0700), // Federal B Area
  223: p(24.8560, 67.0280), // Saddar
  224: p(24.8780, 67.1010), // Naval Housing Scheme Karsaz
  225: p(24.9060, 67.1170), // Askari 4
  226: p(24.9750, 67.0600), // North Karachi
  227: p(25.0300, 67.0500), // Surjani Town
  228: p(24.8300, 67.1300), // Korangi
  229: p(25.0150, 67.1100), // Gulshan-e-Maymar
  230: p(24.8500, 67.0820), // Defence View
  231: p(24.8770, 67.1550), // Shah Faisal Colony
  232: p(24.8110, 67.0120), // Emaar Crescent Bay
  233: p(25.0900, 67.4200), // DHA City Karachi
  234: p(24.8800, 67.0450), // Jamshed Road

  // Islamabad
  301: p(33.7270, 73.0780), // F-6
  302: p(33.7200, 73.0560), // F-7
  303: p(33.7110, 73.0370), // F-8
  304: p(33.6950, 73.0130), // F-10
  305: p(33.6840, 72.9880), // F-11
  306: p(33.7340, 73.0440), // E-7
  307: p(33.6980, 72.9740), // E-11
  308: p(33.7090, 73.0880), // G-6
  309: p(33.6860, 73.0320), // G-9
  310: p(33.6760, 73.0140), // G-10
  311: p(33.6670, 72.9960), // G-11
  312: p(33.6490, 72.9630), // G-13
  313: p(33.6400, 72.9440), // G-14
  314: p(33.6310, 72.9260), // G-15
  315: p(33.6670, 73.0750), // I-8
  316: p(33.6480, 73.0390), // I-10
  317: p(33.7050, 72.9420), // D-12
  318: p(33.6830, 72.8430), // B-17
  319: p(33.5300, 73.1560), // DHA Phase 2
  320: p(33.7000, 73.2100), // Bahria Enclave
  321: p(33.5300, 73.1250), // Bahria Town
  322: p(33.6000, 73.1620), // Gulberg Residencia
  323: p(33.5720, 73.1420), // PWD Housing Scheme
  324: p(33.5560, 73.1490), // Soan Garden
  325: p(33.5450, 73.1750), // Naval Anchorage
  326: p(33.7140, 73.0720), // Blue Area
  327: p(33.6580, 73.1380), // Chak Shahzad
  328: p(33.6780, 73.1550), // Park Road
  329: p(33.7030, 73.1570), // Bani Gala
  330: p(33.6200, 72.8850), // Top City-1
  331: p(33.6400, 72.8600), // Faisal Town
  332: p(33.5840, 73.1830), // CBR Town

  // Rawalpindi
  401: p(33.5200, 73.0950), // Bahria Town Phase 7
  402: p(33.4880, 73.0830), // Bahria Town Phase 8
  403: p(33.6380, 73.0710), // Satellite Town
  404: p(33.5950, 73.0540), // Saddar
  405: p(33.5850, 73.0930), // Chaklala Scheme 3
  406: p(33.5980, 73.0210), // Westridge
  407: p(33.6150, 72.9850), // Peshawar Road
  408: p(33.5740, 73.1100), // Gulraiz Housing Scheme
  409: p(33.5350, 73.0400), // Adiala Road
  410: p(33.5450, 73.0650), // Askari 14
  411: p(33.5800, 73.0550), // Cantt
  412: p(33.5700, 73.0400), // Lalazar
  413: p(33.6050, 73.0850), // Gulistan Colony
  414: p(33.5450, 73.1240), // DHA Phase 1
  415: p(33.5770, 73.1260), // Airport Housing Society

  // Faisalabad
  501: p(31.4300, 73.1100), // Madina Town
  502: p(31.4040, 73.0950), // Peoples Colony
  503: p(31.4350, 73.1350), // Canal Road
  504: p(31.4190, 73.0930), // Jinnah Colony
  505: p(31.4120, 73.1150), // Susan Road
  506: p(31.4500, 73.1200), // Eden Valley
  507: p(31.3900, 73.0800), // Satiana Road
  508: p(31.4050, 73.0780), // Gulberg
  509: p(31.3980, 73.0570), // Samanabad
  510: p(31.3960, 73.1060), // D Ground
  511: p(31.4380, 73.1700), // Wapda City
  512: p(31.4600, 73.1650), // Citi Housing
  513: p(31.4000, 73.1500), // Jaranwala Road

  // Multan
  601: p(30.2600, 71.5500), // DHA Multan
  602: p(30.2330, 71.4780), // Bosan Road
  603: p(30.2130, 71.4900), // Gulgasht Colony
  604: p(30.1930, 71.5020), // Shah Rukn-e-Alam Colony
  605: p(30.1850, 71.4400), // Cantt
  606: p(30.2150, 71.5150), // Wapda Town
  607: p(30.2080, 71.4600), // Model Town
  608: p(30.2550, 71.4950), // Buch Villas
  609: p(30.2700, 71.4600), // Royal Orchard
  610: p(30.1780, 71.4850), // New Multan
  611: p(30.1700, 71.5500), // Citi Housing
  612: p(30.2850, 71.5050), // Northern Bypass

  // Peshawar
  701: p(33.9850, 71.4350), // Hayatabad
  702: p(34.0120, 71.5020), // University Town
  703: p(34.0170, 71.5850), // Gulbahar
  704: p(34.0130, 71.5330), // Cantt
  705: p(34.0400, 71.4900), // Warsak Road
  706: p(34.0290, 71.4550), // DHA Peshawar
  707: p(34.0300, 71.4250), // Regi Model Town
  708: p(34.0350, 71.5900), // Dalazak Road
  709: p(33.9800, 71.5150), // Ring Road
  710: p(33.9990, 71.5430), // Saddar
  711: p(34.0030, 71.5200), // Tehkal
  712: p(34.0220, 71.5450), // Gulberg

  // Quetta
  801: p(30.1950, 66.9950), // Jinnah Town
  802: p(30.2150, 66.9600), // Samungli Road
  803: p(30.1850, 67.0150), // Satellite Town
  804: p(30.2250, 66.9950), // Cantt
  805: p(30.2100, 66.9800), // Shahbaz Town
  806: p(30.2250, 67.0250), // Chaman Housing Scheme
  807: p(30.2380, 66.9600), // Airport Road
  808: p(30.2010, 67.0100), // Zarghoon Road
  809: p(30.1600, 67.0100), // Brewery Road

  // Sialkot
  901: p(32.5050, 74.5450), // Cantt
  902: p(32.4800, 74.5450), // Defence Road
  903: p(32.4880, 74.5150), // Model Town
  904: p(32.4990, 74.5300), // Paris Road
  905: p(32.4550, 74.4900), // Citi Housing
  906: p(32.5120, 74.5200), // Kashmir Road
  907: p(32.4600, 74.4500), // Ugoki
  908: p(32.4850, 74.4750), // Sambrial Road

  // Gujranwala
  1001: p(32.2150, 74.1750), // DC Colony
  1002: p(32.1700, 74.1800), // Satellite Town
  1003: p(32.2350, 74.1600), // Citi Housing
  1004: p(32.1850, 74.1630), // Model Town
  1005: p(32.1600, 74.2000), // Peoples Colony
  1006: p(32.1400, 74.1700), // Wapda Town
  1007: p(32.1150, 74.1900), // Master City
  1008: p(32.2550, 74.1300), // Rahwali Cantt
  1009: p(32.2000, 74.2000), // GT Road

  // Hyderabad
  1101: p(25.3620, 68.3700), // Latifabad
  1102: p(25.3950, 68.3250), // Qasimabad
  1103: p(25.4150, 68.3350), // Citizen Colony
  1104: p(25.3870, 68.3450), // Auto Bhan Road
  1105: p(25.3850, 68.3830), // Cantt
  1106: p(25.4280, 68.3420), // Gulistan-e-Sajjad
  1107: p(25.4200, 68.3100), // Wadhu Wah Road
  1108: p(25.3960, 68.3680), // Saddar
  1109: p(25.3400, 68.2900), // Bahria Town Hyderabad

  // Bahawalpur
  1201: p(29.3880, 71.6950), // Model Town A
  1202: p(29.3800, 71.7080), // Model Town B
  1203: p(29.3720, 71.6750), // Satellite Town
  1204: p(29.3600, 71.7200), // Cantt
  1205: p(29.3800, 71.7450), // Baghdad-ul-Jadeed
  1206: p(29.3300, 71.7000), // DHA Bahawalpur
  1207: p(29.4100, 71.6700), // Shahdrah
  1208: p(29.3500, 71.6950), // Yazman Road

  // Abbottabad
  1301: p(34.1800, 73.2350), // Jinnahabad
  1302: p(34.1610, 73.2190), // Supply
  1303: p(34.1720, 73.2180), // Mandian
  1304: p(34.1850, 73.2550), // Kakul Road
  1305: p(34.1450, 73.2150), // Cantt
  1306: p(34.1600, 73.2450), // Nawanshehr
  1307: p(34.1560, 73.2040), // Habibullah Colony
  1308: p(34.1950, 73.2200), // Karakoram Highway

  // Murree
  1401: p(33.9060, 73.3930), // Mall Road
  1402: p(33.9580, 73.4530), // Bhurban
  1403: p(33.9130, 73.4070), // Jhika Gali
  1404: p(33.9190, 73.3950), // Kashmir Point
  1405: p(33.8830, 73.4270), // Lower Topa
  1406: p(33.8530, 73.4620), // Patriata
  1407: p(33.8940, 73.3570), // Ghora Gali
};

/** The centre of a location, else of its city: where a listing without a pin is shown. */
export function areaCentre(cityId: number, locationId: number | null): LatLng | null {
  return (locationId !== null ? LOCATION_CENTRES[locationId] : undefined) ?? CITY_CENTRES[cityId] ?? null;
}
