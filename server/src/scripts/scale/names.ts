// Names, jobs and places the scale data is made of: the demo academy's lists, widened so that a million
// swimmers do not all share a handful of names. Three in ten people are written in Arabic script (inArabic).
export { inArabic } from '../../db/seed/arabic-names'

// prettier-ignore
export const MALE_NAMES = [
  'Ahmed', 'Mohamed', 'Omar', 'Youssef', 'Ali', 'Hassan', 'Karim', 'Mostafa', 'Ziad', 'Adham', 'Seif', 'Hamza',
  'Malek', 'Yassin', 'Marwan', 'Tarek', 'Khaled', 'Amr', 'Mahmoud', 'Ibrahim', 'Mazen', 'Eyad', 'Fares', 'Taha',
  'Sherif', 'Hesham', 'Wael', 'Ayman', 'Essam', 'Sameh', 'Hazem', 'Nabil', 'Ramy', 'Walid', 'Osama', 'Bassem',
  'Adam', 'Daniel', 'Adrian', 'Liam', 'Noah', 'Joseph', 'George', 'Peter', 'Andrew', 'Mark', 'David', 'Kirollos',
]
// prettier-ignore
export const FEMALE_NAMES = [
  'Mariam', 'Nour', 'Salma', 'Farida', 'Jana', 'Malak', 'Hana', 'Laila', 'Habiba', 'Rana', 'Yasmin', 'Nada',
  'Dalia', 'Aya', 'Reem', 'Judy', 'Layan', 'Sama', 'Lina', 'Talia', 'Rania', 'Dina', 'Heba', 'Mona', 'Noha',
  'Sarah', 'Emma', 'Sophie', 'Lily', 'Hannah', 'Grace', 'Clara', 'Chloe', 'Maya', 'Emily', 'Carmen', 'Mirna',
]
// prettier-ignore
export const FAMILY_NAMES = [
  'El Sayed', 'Hassan', 'Abdel Aziz', 'Mansour', 'Fahmy', 'Shawky', 'Nasser', 'Ezzat', 'Ragab', 'Soliman', 'Farouk',
  'Khalil', 'Zaki', 'Salem', 'Hamdy', 'Gamal', 'Fathy', 'Helmy', 'Abou Zeid', 'El Masry', 'Badawi', 'Saleh', 'Sabry',
  'Wilson', 'Carter', 'Hughes', 'Grant', 'Morgan', 'Mitchell', 'Naguib', 'Girgis', 'Boutros', 'Tadros', 'Hanna',
  'El Shazly', 'Abdel Rahman', 'Younis', 'Lotfy', 'Shaker', 'Mokhtar', 'Radwan', 'Sharaf', 'Kamel', 'Metwally',
  'Abdel Ghani', 'El Gohary', 'Darwish', 'Zahran', 'Amer', 'Mekki', 'Sobhy', 'Korayem', 'Fouda', 'Ashour',
]
/** Three people in ten (by id, so the dice and the rest of the data stay as they were) are written in Arabic. */
export const isArabicTurn = (id: number): boolean => id % 10 < 3

// prettier-ignore
export const JOBS = [
  'Engineer', 'Doctor', 'Teacher', 'Accountant', 'Pharmacist', 'Lawyer', 'Architect', 'Business owner', 'Banker',
  'Software developer', 'Dentist', 'Journalist', 'Civil servant', 'Marketing manager', 'Nurse',
]
// prettier-ignore
export const STREETS = [
  'El Tahrir St', 'El Nasr Rd', 'Gamal Abdel Nasser St', 'El Horreya St', 'Mostafa El Nahas St', 'Abbas El Akkad St',
  'Road 9', 'El Thawra St', 'Makram Ebeid St', 'El Merghany St',
]
export const AREAS = ['Maadi, Cairo', 'Heliopolis, Cairo', 'Dokki, Giza', 'Nasr City, Cairo', 'Sheikh Zayed, Giza']
export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org']
export const MOBILE_PREFIXES = ['010', '011', '012', '015']
export const FREEZE_REASONS = ['Travelling with family', 'Shoulder injury', 'School exams', 'Recovering from flu']
export const TIME_REASONS = ['Club time trial', 'Monthly assessment', 'Club Championship', 'Friendly Gala']
