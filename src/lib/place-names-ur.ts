/**
 * Place names in Urdu script as people write them, read by the query reader as their English names
 * before it matches places: "ڈی ایچ اے فیز 6" is "dha phase 6", "گلشن اقبال" is "gulshan iqbal".
 * Words as well as whole names, so that a name is found however its words are combined
 * ("ماڈل ٹاؤن" and "واپڈا ٹاؤن" share "ٹاؤن"). Longer entries are tried first. Every seeded city
 * and location is covered; a unit test checks that each one is read back.
 */
export const URDU_PLACE_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Cities.
  lahore: ['لاہور'], karachi: ['کراچی'], islamabad: ['اسلام آباد', 'اسلام اباد'], rawalpindi: ['راولپنڈی', 'پنڈی'],
  faisalabad: ['فیصل آباد', 'فیصل اباد'], multan: ['ملتان'], peshawar: ['پشاور'], quetta: ['کوئٹہ', 'کوئیٹہ'],
  sialkot: ['سیالکوٹ'], gujranwala: ['گوجرانوالہ'], hyderabad: ['حیدرآباد', 'حیدر آباد'], bahawalpur: ['بہاولپور'],
  abbottabad: ['ایبٹ آباد'], murree: ['مری'], gwadar: ['گوادر'], sargodha: ['سرگودھا'], sahiwal: ['ساہیوال'],
  sukkur: ['سکھر'], larkana: ['لاڑکانہ'], mardan: ['مردان'], 'rahim yar khan': ['رحیم یار خان'],
  sheikhupura: ['شیخوپورہ'], gujrat: ['گجرات'], jhelum: ['جہلم'], 'dera ghazi khan': ['ڈیرہ غازی خان'],
  okara: ['اوکاڑہ'], kasur: ['قصور'], nawabshah: ['نوابشاہ', 'نواب شاہ'], mirpur: ['میرپور'], chiniot: ['چنیوٹ'],
  'wah cantt': ['واہ کینٹ'], taxila: ['ٹیکسلا'],
  // Parts of names.
  dha: ['ڈی ایچ اے', 'ڈی۔ایچ۔اے'], defence: ['ڈیفنس'], phase: ['فیز'], block: ['بلاک'], sector: ['سیکٹر'], town: ['ٹاؤن', 'ٹاون'],
  city: ['سٹی', 'سیٹی'], society: ['سوسائٹی'], housing: ['ہاؤسنگ', 'ہاوسنگ'], scheme: ['اسکیم', 'سکیم'], colony: ['کالونی'],
  road: ['روڈ'], garden: ['گارڈن'], park: ['پارک'], view: ['ویو'], ground: ['گراؤنڈ', 'گراونڈ'], valley: ['ویلی'],
  cantt: ['کینٹ'], cantonment: ['کنٹونمنٹ', 'کینٹونمنٹ'], north: ['نارتھ'], new: ['نیو'], lower: ['لوئر'],
  airport: ['ایئرپورٹ', 'ائیرپورٹ'], university: ['یونیورسٹی'], enclave: ['انکلیو'], orchard: ['آرچرڈ'],
  // Names.
  gulberg: ['گلبرگ'], model: ['ماڈل'], johar: ['جوہر'], bahria: ['بحریہ'], wapda: ['واپڈا'], faisal: ['فیصل'],
  valencia: ['ویلنشیا'], lake: ['لیک'], eme: ['ای ایم ای'], 'allama iqbal': ['علامہ اقبال'], iqbal: ['اقبال'],
  township: ['ٹاؤن شپ', 'ٹاؤنشپ'], samanabad: ['سمن آباد'], shadman: ['شادمان'], askari: ['عسکری'], sabzazar: ['سبزہ زار'],
  gulshan: ['گلشن'], ravi: ['راوی'], green: ['گرین'], raiwind: ['رائیونڈ', 'رائے ونڈ'], canal: ['کینال', 'نہر'],
  etihad: ['اتحاد'], 'al kabir': ['الکبیر', 'الکبیر'], 'state life': ['اسٹیٹ لائف', 'سٹیٹ لائف'], paragon: ['پیراگون'],
  cavalry: ['کیولری'], 'sui gas': ['سوئی گیس'], clifton: ['کلفٹن'], 'bath island': ['باتھ آئی لینڈ', 'باتھ آئلینڈ'],
  gulistan: ['گلستان'], 'gulistan e jauhar': ['گلستان جوہر', 'گلستان جوہر'], nazimabad: ['ناظم آباد'],
  pechs: ['پی ای سی ایچ ایس'], bahadurabad: ['بہادر آباد', 'بہادرآباد'], tariq: ['طارق'], kda: ['کے ڈی اے'],
  malir: ['ملیر'], 'federal b area': ['فیڈرل بی ایریا'], saddar: ['صدر'], naval: ['نیول'], karsaz: ['کارساز'],
  surjani: ['سرجانی'], korangi: ['کورنگی'], maymar: ['معمار'], shah: ['شاہ'], emaar: ['ایمار', 'اعمار'],
  'crescent bay': ['کریسنٹ بے'], jamshed: ['جمشید'], residencia: ['ریزیڈنشیا'], pwd: ['پی ڈبلیو ڈی'], soan: ['سواں'],
  anchorage: ['اینکریج'], 'blue area': ['بلیو ایریا'], 'chak shahzad': ['چک شہزاد'], 'bani gala': ['بنی گالا'],
  'top city': ['ٹاپ سٹی'], cbr: ['سی بی آر'], satellite: ['سیٹلائٹ'], chaklala: ['چکلالہ'], westridge: ['ویسٹریج'],
  gulraiz: ['گلریز'], adiala: ['اڈیالہ'], lalazar: ['لالہ زار'], madina: ['مدینہ'], peoples: ['پیپلز'], jinnah: ['جناح'],
  susan: ['سوسن'], eden: ['ایڈن'], satiana: ['ستیانہ'], 'citi housing': ['سٹی ہاؤسنگ', 'سٹی ہاوسنگ'], jaranwala: ['جڑانوالہ'],
  bosan: ['بوسن'], gulgasht: ['گلگشت'], 'shah rukn e alam': ['شاہ رکن عالم'], 'buch villas': ['بچ ولاز'], royal: ['رائل'],
  'northern bypass': ['ناردرن بائی پاس'], hayatabad: ['حیات آباد', 'حیات اباد'], gulbahar: ['گلبہار'], warsak: ['ورسک'],
  regi: ['ریگی'], dalazak: ['دلہ زاک'], ring: ['رنگ'], tehkal: ['تہکال'], 'jinnah town': ['جناح ٹاؤن'], samungli: ['سمنگلی'],
  shahbaz: ['شہباز'], chaman: ['چمن'], zarghoon: ['زرغون'], brewery: ['بریوری'], paris: ['پیرس'], kashmir: ['کشمیر'],
  ugoki: ['اوگوکی'], sambrial: ['سمبڑیال'], 'dc colony': ['ڈی سی کالونی'], master: ['ماسٹر'], rahwali: ['راہوالی'],
  'gt road': ['جی ٹی روڈ'], latifabad: ['لطیف آباد'], qasimabad: ['قاسم آباد', 'قاسم اباد'], citizen: ['سٹیزن'],
  'auto bhan': ['آٹو بھان'], 'gulistan e sajjad': ['گلستان سجاد'], 'wadhu wah': ['وادھو واہ'],
  'baghdad ul jadeed': ['بغداد الجدید'], shahdrah: ['شاہدرہ'], yazman: ['یزمان'], jinnahabad: ['جناح آباد'],
  supply: ['سپلائی'], mandian: ['منڈیاں'], kakul: ['کاکول'], nawanshehr: ['نواں شہر', 'نوانشہر'], habibullah: ['حبیب اللہ'],
  'karakoram highway': ['شاہراہ قراقرم', 'قراقرم ہائی وے'], mall: ['مال'], bhurban: ['بھوربن'], 'jhika gali': ['جھیکا گلی'],
  point: ['پوائنٹ'], topa: ['ٹوپہ'], patriata: ['پتریاٹہ'], 'ghora gali': ['گھوڑا گلی'], 'd ground': ['ڈی گراؤنڈ', 'ڈی گراونڈ'],
  'multi gardens': ['ملٹی گارڈنز'],
  // Societies' phases, sectors, blocks and precincts, and the places of the smaller cities.
  prism: ['پرزم'], precinct: ['پریسنکٹ'], jasmine: ['جیسمین'], janiper: ['جنیپر'], tulip: ['ٹیولپ'],
  sangar: ['سنگھار', 'سنگر'], old: ['اولڈ', 'پرانا'], marine: ['میرین'], drive: ['ڈرائیو'],
  'central business district': ['سینٹرل بزنس ڈسٹرکٹ'], 'university road': ['یونیورسٹی روڈ'],
  farid: ['فرید'], 'civil lines': ['سول لائنز'], 'high street': ['ہائی اسٹریٹ'], pakpattan: ['پاکپتن'],
  military: ['ملٹری'], barrage: ['بیراج'], shikarpur: ['شکارپور'], bunder: ['بندر'], sachal: ['سچل'], vip: ['وی آئی پی'],
  bakrani: ['باقرانی'], 'sheikh zayed': ['شیخ زاید'], station: ['اسٹیشن'], 'sheikh maltoon': ['شیخ ملتون'], bank: ['بینک'],
  'par hoti': ['پار ہوتی'], nowshera: ['نوشہرہ'], swabi: ['صوابی'], shahi: ['شاہی'], 'abu dhabi': ['ابوظہبی', 'ابو ظہبی'],
  sadiqabad: ['صادق آباد'], jandiala: ['جنڈیالہ'], bhimber: ['بھمبر'], 'jalalpur jattan': ['جلالپور جٹاں'],
  'rehman shaheed': ['رحمان شہید'], marghzar: ['مرغزار'], 'kala gujran': ['کالا گجراں'], machine: ['مشین'], mohallah: ['محلہ'],
  jada: ['جادہ'], gadai: ['گدائی'], jampur: ['جام پور'], railway: ['ریلوے'], 'khayaban e sarwar': ['خیابان سرور'],
  depalpur: ['دیپالپور'], ferozepur: ['فیروزپور'], 'kot murad khan': ['کوٹ مراد خان'], sakrand: ['سکرنڈ'],
  'qazi ahmed': ['قاضی احمد'], 'allama iqbal road': ['علامہ اقبال روڈ'], kotli: ['کوٹلی'], jhang: ['جھنگ'],
  lalarukh: ['لالہ رخ'], 'aslam market': ['اسلم مارکیٹ'], khanpur: ['خانپور'], museum: ['میوزیم'],
  haripur: ['ہری پور'], 'islamabad rawalpindi': ['اسلام آباد راولپنڈی'],
};

/** Sector letters in Urdu script ("جی 13" is G-13), read only before a number. */
export const URDU_SECTOR_LETTERS: Readonly<Record<string, string>> = {
  'بی': 'b', 'ڈی': 'd', 'ای': 'e', 'ایف': 'f', 'جی': 'g', 'ایچ': 'h', 'آئی': 'i',
};
