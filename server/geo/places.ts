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
  15: p(25.1264, 62.3225), // Gwadar
  16: p(32.0836, 72.6711), // Sargodha
  17: p(30.6682, 73.1114), // Sahiwal
  18: p(27.7052, 68.8574), // Sukkur
  19: p(27.5570, 68.2264), // Larkana
  20: p(34.2012, 72.0515), // Mardan
  21: p(28.4212, 70.2989), // Rahim Yar Khan
  22: p(31.7131, 73.9783), // Sheikhupura
  23: p(32.5736, 74.0790), // Gujrat
  24: p(32.9405, 73.7276), // Jhelum
  25: p(30.0561, 70.6348), // Dera Ghazi Khan
  26: p(30.8138, 73.4534), // Okara
  27: p(31.1156, 74.4467), // Kasur
  28: p(26.2442, 68.4100), // Nawabshah
  29: p(33.1478, 73.7519), // Mirpur
  30: p(31.7200, 72.9789), // Chiniot
  31: p(33.7990, 72.7037), // Wah Cantt
  32: p(33.7463, 72.8397), // Taxila
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

  // Lahore: DHA's society and later phases, Bahria Town's sectors and blocks, Johar Town's blocks
  139: p(31.4650, 74.4280), // DHA Lahore
  140: p(31.5000, 74.5000), // DHA Phase 9 Prism
  141: p(31.4550, 74.4450), // DHA Phase 9 Town
  142: p(31.4800, 74.5200), // DHA Phase 10
  143: p(31.3850, 74.2950), // DHA Phase 11
  144: p(31.4400, 74.2100), // DHA Phase 12
  145: p(31.4300, 74.5500), // DHA Phase 13
  146: p(31.3790, 74.1680), // Bahria Town Sector A
  147: p(31.3810, 74.1860), // Bahria Town Sector B
  148: p(31.3670, 74.1960), // Bahria Town Sector C
  149: p(31.3570, 74.1900), // Bahria Town Sector D
  150: p(31.3570, 74.1720), // Bahria Town Sector E
  151: p(31.3690, 74.1600), // Bahria Town Sector F
  152: p(31.3720, 74.2020), // Jasmine Block
  153: p(31.3620, 74.2030), // Janiper Block
  154: p(31.3670, 74.2090), // Tulip Block
  155: p(31.4750, 74.2660), // Johar Town Block A
  156: p(31.4750, 74.2720), // Johar Town Block B
  157: p(31.4750, 74.2780), // Johar Town Block D
  158: p(31.4690, 74.2660), // Johar Town Block E
  159: p(31.4690, 74.2780), // Johar Town Block G
  160: p(31.4630, 74.2660), // Johar Town Block H
  161: p(31.4630, 74.2720), // Johar Town Block J
  162: p(31.4630, 74.2780), // Johar Town Block R
  163: p(31.3450, 74.1950), // Bahria Orchard Phase 1
  164: p(31.3250, 74.1950), // Bahria Orchard Phase 2

  // Karachi: DHA's society and its other phases, Clifton, Gulshan-e-Iqbal's blocks, Bahria Town's precincts
  235: p(24.8150, 67.0550), // DHA Karachi
  236: p(24.8380, 67.0820), // DHA Phase 1
  237: p(24.8250, 67.0720), // DHA Phase 3
  238: p(24.8230, 67.0300), // Clifton
  239: p(24.9135, 67.0875), // Gulshan-e-Iqbal Block 1
  240: p(24.9135, 67.0940), // Gulshan-e-Iqbal Block 2
  241: p(24.9135, 67.1005), // Gulshan-e-Iqbal Block 4
  242: p(24.9200, 67.0875), // Gulshan-e-Iqbal Block 5
  243: p(24.9200, 67.1005), // Gulshan-e-Iqbal Block 6
  244: p(24.9265, 67.0875), // Gulshan-e-Iqbal Block 7
  245: p(24.9265, 67.0940), // Gulshan-e-Iqbal Block 10
  246: p(24.9265, 67.1005), // Gulshan-e-Iqbal Block 11
  247: p(24.9330, 67.0875), // Gulshan-e-Iqbal Block 13-A
  248: p(24.9330, 67.0940), // Gulshan-e-Iqbal Block 13-B
  249: p(24.9330, 67.1005), // Gulshan-e-Iqbal Block 13-D
  250: p(25.0190, 67.3000), // Bahria Town Karachi Precinct 1
  251: p(25.0190, 67.3120), // Bahria Town Karachi Precinct 2
  252: p(25.0010, 67.2980), // Bahria Town Karachi Precinct 10
  253: p(24.9990, 67.3160), // Bahria Town Karachi Precinct 19
  254: p(25.0110, 67.3260), // Bahria Town Karachi Precinct 27

  // Islamabad: DHA's society (shared with Rawalpindi) and its phases there
  333: p(33.5200, 73.1700), // DHA Islamabad-Rawalpindi
  334: p(33.5050, 73.1850), // DHA Phase 3
  335: p(33.5100, 73.1400), // DHA Phase 4
  336: p(33.4950, 73.2050), // DHA Phase 5

  // Rawalpindi: Bahria Town's society and phases 1 to 6, DHA's society
  416: p(33.5000, 73.1000), // Bahria Town
  417: p(33.5480, 73.1040), // Bahria Town Phase 1
  418: p(33.5560, 73.0920), // Bahria Town Phase 2
  419: p(33.5400, 73.0900), // Bahria Town Phase 3
  420: p(33.5310, 73.1080), // Bahria Town Phase 4
  421: p(33.5200, 73.1150), // Bahria Town Phase 5
  422: p(33.5100, 73.1250), // Bahria Town Phase 6
  423: p(33.5350, 73.1400), // DHA Islamabad-Rawalpindi

  810: p(30.2700, 66.9300), // DHA Quetta
  1010: p(32.2450, 74.1450), // DHA Gujranwala

  // Gwadar
  1501: p(25.1650, 62.3800), // Sangar Housing Scheme
  1502: p(25.1400, 62.3450), // New Town
  1503: p(25.1210, 62.3300), // Old Town
  1504: p(25.1140, 62.3150), // Marine Drive
  1505: p(25.1520, 62.3120), // Central Business District
  1506: p(25.1400, 62.3650), // Airport Road

  // Sargodha
  1601: p(32.0650, 72.6850), // Satellite Town
  1602: p(32.0500, 72.6600), // Cantt
  1603: p(32.1050, 72.6950), // University Road
  1604: p(32.0600, 72.7100), // Faisalabad Road
  1605: p(32.0900, 72.7050), // Lahore Road
  1606: p(32.0950, 72.6600), // Model Town

  // Sahiwal
  1701: p(30.6550, 73.1250), // Farid Town
  1702: p(30.6800, 73.0950), // Model Town
  1703: p(30.6650, 73.1050), // Civil Lines
  1704: p(30.6750, 73.1300), // GT Road
  1705: p(30.6700, 73.1150), // High Street
  1706: p(30.6450, 73.1050), // Pakpattan Road

  // Sukkur
  1801: p(27.7100, 68.8450), // Military Road
  1802: p(27.6950, 68.8450), // Barrage Colony
  1803: p(27.7250, 68.8000), // Airport Road
  1804: p(27.7200, 68.8300), // Shikarpur Road
  1805: p(27.7050, 68.8700), // Old Sukkur
  1806: p(27.6980, 68.8600), // Bunder Road

  // Larkana
  1901: p(27.5650, 68.2150), // Sachal Colony
  1902: p(27.5500, 68.2350), // VIP Road
  1903: p(27.5400, 68.2150), // Bakrani Road
  1904: p(27.5700, 68.2400), // Sheikh Zayed Colony
  1905: p(27.5580, 68.2250), // Station Road
  1906: p(27.5300, 68.2450), // Airport Road

  // Mardan
  2001: p(34.2250, 72.0700), // Sheikh Maltoon Town
  2002: p(34.2050, 72.0400), // Cantt
  2003: p(34.1980, 72.0500), // Bank Road
  2004: p(34.1850, 72.0300), // Par Hoti
  2005: p(34.1800, 72.0650), // Nowshera Road
  2006: p(34.2100, 72.0850), // Swabi Road

  // Rahim Yar Khan
  2101: p(28.4150, 70.3100), // Model Town
  2102: p(28.4300, 70.2850), // Satellite Town
  2103: p(28.4200, 70.3000), // Shahi Road
  2104: p(28.4400, 70.3150), // Abu Dhabi Road
  2105: p(28.4000, 70.2800), // Sadiqabad Road

  // Sheikhupura
  2201: p(31.7150, 73.9850), // Civil Lines
  2202: p(31.6950, 74.0000), // Lahore Road
  2203: p(31.7300, 73.9600), // Sargodha Road
  2204: p(31.7050, 73.9500), // Faisalabad Road
  2205: p(31.7250, 74.0050), // Jandiala Road
  2206: p(31.7180, 73.9700), // Model Town

  // Gujrat
  2301: p(32.5900, 74.0850), // Bhimber Road
  2302: p(32.5600, 74.0600), // GT Road
  2303: p(32.5950, 74.1100), // Jalalpur Jattan Road
  2304: p(32.5750, 74.0900), // Rehman Shaheed Road
  2305: p(32.5650, 74.0950), // Marghzar Colony
  2306: p(32.5800, 74.0700), // Model Town

  // Jhelum
  2401: p(32.9300, 73.7400), // Cantt
  2402: p(32.9400, 73.7250), // Civil Lines
  2403: p(32.9550, 73.7150), // GT Road
  2404: p(32.9650, 73.7400), // Kala Gujran
  2405: p(32.9350, 73.7150), // Machine Mohallah
  2406: p(32.9500, 73.7400), // Jada

  // Dera Ghazi Khan
  2501: p(30.0650, 70.6400), // Model Town
  2502: p(30.0450, 70.6250), // Gadai
  2503: p(30.0400, 70.6500), // Jampur Road
  2504: p(30.0600, 70.6600), // Multan Road
  2505: p(30.0530, 70.6330), // Railway Road
  2506: p(30.0750, 70.6250), // Khayaban-e-Sarwar

  // Okara
  2601: p(30.8050, 73.4350), // Depalpur Road
  2602: p(30.8300, 73.4500), // Faisalabad Road
  2603: p(30.8100, 73.4700), // GT Road
  2604: p(30.8200, 73.4400), // Satellite Town
  2605: p(30.8000, 73.4550), // Model Town

  // Kasur
  2701: p(31.1100, 74.4650), // Ferozepur Road
  2702: p(31.1300, 74.4600), // Lahore Road
  2703: p(31.1050, 74.4300), // Depalpur Road
  2704: p(31.1200, 74.4400), // Kot Murad Khan
  2705: p(31.1150, 74.4520), // Civil Lines

  // Nawabshah
  2801: p(26.2700, 68.3800), // Bahria Town Nawabshah
  2802: p(26.2300, 68.3900), // Sakrand Road
  2803: p(26.2200, 68.4000), // Airport Road
  2804: p(26.2550, 68.4250), // Qazi Ahmed Road
  2805: p(26.2450, 68.4080), // Station Road

  // Mirpur
  2901: p(33.1500, 73.7450), // Sector F-1
  2902: p(33.1450, 73.7380), // Sector F-2
  2903: p(33.1400, 73.7600), // Sector C-4
  2904: p(33.1550, 73.7600), // Sector D
  2905: p(33.1480, 73.7530), // Allama Iqbal Road
  2906: p(33.1650, 73.7500), // Kotli Road

  // Chiniot
  3001: p(31.7050, 72.9850), // Faisalabad Road
  3002: p(31.7350, 72.9700), // Sargodha Road
  3003: p(31.7150, 72.9600), // Jhang Road
  3004: p(31.7200, 72.9950), // Lahore Road
  3005: p(31.7220, 72.9800), // Civil Lines

  // Wah Cantt
  3101: p(33.7900, 72.7150), // Lalarukh
  3102: p(33.7750, 72.7400), // New City
  3103: p(33.7850, 72.7300), // GT Road
  3104: p(33.8000, 72.7050), // Aslam Market
  3105: p(33.7800, 72.7550), // Taxila Road

  // Taxila
  3201: p(33.7550, 72.8300), // Cantt
  3202: p(33.7400, 72.8200), // GT Road
  3203: p(33.7600, 72.8600), // Khanpur Road
  3204: p(33.7450, 72.8450), // Museum Road
  3205: p(33.7700, 72.8400), // Haripur Road
};

/** The centre of a location, else of its city: where a listing without a pin is shown. */
export function areaCentre(cityId: number, locationId: number | null): LatLng | null {
  return (locationId !== null ? LOCATION_CENTRES[locationId] : undefined) ?? CITY_CENTRES[cityId] ?? null;
}
