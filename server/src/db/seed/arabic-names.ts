// The demo and scale names (Latin letters) as staff write them in Arabic script: one list for both seeds.

/** Every demo and scale name as it is written in Arabic script (Egyptian spellings; the English and Coptic names too). */
// prettier-ignore
const ARABIC: Record<string, string> = {
  Ahmed: 'أحمد', Mohamed: 'محمد', Omar: 'عمر', Youssef: 'يوسف', Ali: 'علي', Hassan: 'حسن', Karim: 'كريم',
  Mostafa: 'مصطفى', Ziad: 'زياد', Adham: 'أدهم', Seif: 'سيف', Hamza: 'حمزة', Malek: 'مالك', Yassin: 'ياسين',
  Marwan: 'مروان', Tarek: 'طارق', Khaled: 'خالد', Amr: 'عمرو', Mahmoud: 'محمود', Ibrahim: 'إبراهيم', Mazen: 'مازن',
  Eyad: 'إياد', Fares: 'فارس', Taha: 'طه', Sherif: 'شريف', Hesham: 'هشام', Wael: 'وائل', Ayman: 'أيمن',
  Essam: 'عصام', Sameh: 'سامح', Hazem: 'حازم', Nabil: 'نبيل', Ramy: 'رامي', Walid: 'وليد', Osama: 'أسامة',
  Bassem: 'باسم', Adam: 'آدم', Daniel: 'دانيال', Adrian: 'أدريان', Liam: 'ليام', Noah: 'نوح', Joseph: 'جوزيف',
  George: 'جورج', Peter: 'بيتر', Andrew: 'أندرو', Mark: 'مارك', David: 'ديفيد', Kirollos: 'كيرلس',
  Mariam: 'مريم', Nour: 'نور', Salma: 'سلمى', Farida: 'فريدة', Jana: 'جنى', Malak: 'ملك', Hana: 'هنا',
  Laila: 'ليلى', Habiba: 'حبيبة', Rana: 'رنا', Yasmin: 'ياسمين', Nada: 'ندى', Dalia: 'داليا', Aya: 'آية',
  Reem: 'ريم', Judy: 'جودي', Layan: 'ليان', Sama: 'سما', Lina: 'لينا', Talia: 'تاليا', Rania: 'رانيا', Dina: 'دينا',
  Heba: 'هبة', Mona: 'منى', Noha: 'نهى', Sarah: 'سارة', Emma: 'إيما', Sophie: 'صوفي', Lily: 'ليلي', Hannah: 'هانا',
  Grace: 'جريس', Clara: 'كلارا', Chloe: 'كلوي', Maya: 'مايا', Emily: 'إيميلي', Carmen: 'كارمن', Mirna: 'ميرنا',
  'El Sayed': 'السيد', 'Abdel Aziz': 'عبد العزيز', Mansour: 'منصور', Fahmy: 'فهمي', Shawky: 'شوقي', Nasser: 'ناصر',
  Ezzat: 'عزت', Ragab: 'رجب', Soliman: 'سليمان', Farouk: 'فاروق', Khalil: 'خليل', Zaki: 'زكي', Salem: 'سالم',
  Hamdy: 'حمدي', Gamal: 'جمال', Fathy: 'فتحي', Helmy: 'حلمي', 'Abou Zeid': 'أبو زيد', 'El Masry': 'المصري',
  Badawi: 'بدوي', Saleh: 'صالح', Sabry: 'صبري', Wilson: 'ويلسون', Carter: 'كارتر', Hughes: 'هيوز', Grant: 'جرانت',
  Morgan: 'مورجان', Mitchell: 'ميتشل', Naguib: 'نجيب', Girgis: 'جرجس', Boutros: 'بطرس', Tadros: 'تادرس',
  Hanna: 'حنا', 'El Shazly': 'الشاذلي', 'Abdel Rahman': 'عبد الرحمن', Younis: 'يونس', Lotfy: 'لطفي', Shaker: 'شاكر',
  Mokhtar: 'مختار', Radwan: 'رضوان', Sharaf: 'شرف', Kamel: 'كامل', Metwally: 'متولي', 'Abdel Ghani': 'عبد الغني',
  'El Gohary': 'الجوهري', Darwish: 'درويش', Zahran: 'زهران', Amer: 'عامر', Mekki: 'مكي', Sobhy: 'صبحي',
  Korayem: 'كريم', Fouda: 'فودة', Ashour: 'عاشور',
}

/** "Mostafa Abou Zeid" as "مصطفى أبو زيد": each part of a demo or scale name (family names may be two words). */
export function inArabic(latinName: string): string {
  const parts: string[] = []
  for (const word of latinName.split(' ')) {
    const pair = parts.length > 0 ? `${parts[parts.length - 1]} ${word}` : ''
    if (pair in ARABIC) parts[parts.length - 1] = pair
    else parts.push(word)
  }
  return parts.map((part) => ARABIC[part] ?? part).join(' ')
}
