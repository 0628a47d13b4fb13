import type { FaqData } from './types'

export const pl: FaqData = {
  imiRegistration: {
    question: 'Jak zarejestrować firmę w systemie IMI i zgłosić delegowanie kierowców?',
    answer:
      'Zgłoszenia delegowania kierowców w transporcie drogowym składa się w publicznym interfejsie IMI Komisji Europejskiej (postingdeclaration.eu). Najpierw załóż konto EU Login, a następnie zarejestruj firmę, podając numer licencji wspólnotowej.\n\nDla każdego kierowcy złóż zgłoszenie przed pierwszą operacją w kraju przyjmującym. W części „osoba do kontaktów” wpisz dane przedstawiciela wskazanego w umowie dla danego kraju (zobacz „{{faq:representative}}”). Przekaż kierowcy kopię zgłoszenia w wersji papierowej lub elektronicznej.',
  },
  addDriver: {
    question: 'Jak dodać kierowcę?',
    answer:
      'Na stronie głównej otwórz zakładkę właściwego kraju, przejdź do listy pracowników i kliknij „{{label:workers.add}}”. Uzupełnij dane kierowcy (zwrot grzecznościowy, imię i nazwisko, data i miejsce urodzenia, obywatelstwo) i zapisz.\n\nPrzycisk jest nieaktywny, gdy zgłoszono już tylu kierowców, na ilu pozwala umowa: usuń kierowcę, który już u Ciebie nie pracuje, albo dokup kolejnych kierowców (zobacz „{{faq:buyMore}}”).',
  },
  addDocuments: {
    question: 'Jak dodać dokumenty kierowcy?',
    answer:
      'Na liście pracowników otwórz opcje kierowcy, wybierz „{{label:workers.details}}”, a następnie w panelu dokumentów kliknij „{{label:documents.add}}”. Przeciągnij pliki do okna lub wskaż je na dysku, wybierz kategorię każdego pliku (umowa o pracę, oświadczenie o delegowaniu, zaświadczenie A1, pasek wynagrodzenia, potwierdzenie wypłaty wynagrodzenia, ewidencja czasu pracy lub inne) i kliknij „{{label:upload.submit}}”.\n\nMożna wysłać kilka plików naraz. Przycisk wysyłania pozostaje nieaktywny, dopóki każdy plik nie ma przypisanej kategorii.',
  },
  duplicateFileName: {
    question: 'Dlaczego nie mogę dodać dokumentu?',
    answer:
      'Nie można dodać dokumentu, jeśli dla tego kierowcy istnieje już plik o takiej samej nazwie. Zmień nazwę pliku (na przykład dopisz miesiąc lub datę, np. „pasek-2025-03.pdf”) i wyślij go ponownie.\n\nSprawdź też, czy każdy plik ma wybraną kategorię: w przeciwnym razie przycisk wysyłania pozostaje nieaktywny.',
  },
  whichDocuments: {
    question: 'Jakie dokumenty kierowcy warto przechowywać w portalu?',
    answer:
      'Przechowuj dokumenty, o które może poprosić organ kontrolny: zgłoszenie delegowania, zaświadczenie A1, umowę o pracę (z tłumaczeniem, jeśli jest wymagane), paski wynagrodzeń, potwierdzenia wypłaty wynagrodzeń oraz ewidencję czasu pracy (dane z tachografu).\n\nDzięki aktualnym dokumentom w portalu Twój przedstawiciel może szybko odpowiedzieć w Twoim imieniu na wezwanie organów.',
  },
  invoices: {
    question: 'Gdzie znajdę swoje faktury?',
    answer:
      'Na stronie głównej otwórz zakładkę kraju i rozwiń sekcję „{{label:contracts.invoices}}” w umowie. Każdą fakturę można pobrać w formacie PDF; ewentualne faktury korygujące widnieją pod fakturą, której dotyczą.\n\nFaktura jest wystawiana dla każdej umowy po zatwierdzeniu zamówienia. Faktury zawierają numery VAT obu stron. Firma z siedzibą w innym państwie członkowskim UE z ważnym numerem VAT otrzymuje fakturę bez VAT (odwrotne obciążenie); firma z siedzibą we Francji płaci francuski VAT. Menu języków obok każdej faktury pozwala pobrać ją po francusku, polsku lub angielsku.',
  },
  representative: {
    question: 'Gdzie znajdę dane mojego przedstawiciela?',
    answer:
      'Na stronie głównej każda zakładka kraju zawiera kartę przedstawiciela w tym kraju: nazwę, adres, numer telefonu, adres e-mail oraz, w stosownych przypadkach, numery identyfikacyjne (SIRET, SIREN, numer VAT lub numer podatkowy).\n\nPodawaj te dane w zgłoszeniach delegowania i przekaż je kierowcom, którzy mogą zostać poproszeni o ich okazanie podczas kontroli drogowej.',
  },
  contractEndDate: {
    question: 'Kiedy kończy się moja umowa?',
    answer:
      'Podsumowanie umowy w każdej zakładce kraju pokazuje datę rozpoczęcia, datę zakończenia i liczbę pozostałych dni. Umowa obowiązuje sześć miesięcy (183 dni) od daty rozpoczęcia i nie można jej rozwiązać przed terminem.\n\nNa trzydzieści dni przed datą zakończenia na stronie głównej pojawia się alert z przyciskiem przedłużenia umowy.',
  },
  purchasedDrivers: {
    question: 'Ilu kierowców obejmuje moja umowa?',
    answer:
      'Liczba kierowców objętych umową jest widoczna w podsumowaniu umowy w każdej zakładce kraju. Symbol ∞ oznacza, że pakiet obejmuje nieograniczoną liczbę kierowców.\n\nLista pracowników pokazuje, ilu kierowców jest obecnie zgłoszonych.',
  },
  buyMore: {
    question: 'Jak dokupić usługi (więcej kierowców lub krajów)?',
    answer:
      'Kliknij „{{label:upgrade.open}}” nad listą umów. Wybierz większą liczbę kierowców lub dodaj kraj reprezentacji, zaakceptuj ogólne warunki sprzedaży i zapłać kartą lub przelewem.\n\nPłacisz tylko miesięczną różnicę za miesiące pozostałe do końca umowy, a data jej zakończenia się nie zmienia. Rozszerzenie nie jest możliwe, dopóki inne zamówienie czeka na płatność lub zatwierdzenie.',
  },
  renewal: {
    question: 'Jak przedłużyć umowę?',
    answer:
      'Na trzydzieści dni przed datą zakończenia na stronie głównej pojawia się alert z przyciskiem „{{label:renewal.renew}}”; przycisk jest dostępny także w zakładce umowy. Sprawdź kraje i liczbę kierowców, zaakceptuj ogólne warunki sprzedaży i wybierz sposób płatności.\n\nNowa umowa zaczyna się dzień po zakończeniu obecnej i trwa sześć miesięcy, więc reprezentacja jest ciągła. Na przelew czekamy dwa dni robocze; przedłużenie zostaje zatwierdzone po zaksięgowaniu płatności.',
  },
  termsOfSale: {
    question: 'Gdzie mogę przeczytać ogólne warunki sprzedaży?',
    answer:
      'W podsumowaniu umowy w każdej zakładce kraju znajduje się link do obowiązujących ogólnych warunków sprzedaży, dostępnych w języku francuskim i polskim. Akceptujesz je przy każdym zamówieniu, przedłużeniu lub rozszerzeniu umowy i w każdej chwili możesz je wydrukować lub pobrać.',
  },
  dismissDriver: {
    question: 'Kierowca odszedł z firmy. Co należy zrobić?',
    answer:
      'Na liście pracowników otwórz opcje kierowcy i wybierz „{{label:workers.remove}}”. Usunięcie kierowcy powoduje usunięcie wszystkich jego dokumentów, dlatego wcześniej pobierz te, które musisz zachować.\n\nMiejsce zwalnia się natychmiast i możesz zgłosić na nie innego kierowcę. Pamiętaj też o aktualizacji zgłoszenia delegowania w systemie IMI.',
  },
  companyData: {
    question: 'Jak zmienić dane firmy?',
    answer:
      'Nazwy firmy, adresu i numeru VAT nie można zmienić w portalu, ponieważ widnieją one na umowach i fakturach. Prześlij nowe dane administratorowi wraz z aktualnym odpisem z rejestru (np. KRS lub CEIDG), a zmiana zostanie wprowadzona za Ciebie.\n\nDane osobowe (imię i nazwisko, stanowisko, numer telefonu) możesz zmienić w każdej chwili na stronie „{{label:nav.profile}}”.',
  },
  changePassword: {
    question: 'Jak zmienić hasło?',
    answer:
      'Otwórz „{{label:nav.profile}}” z menu pod swoim imieniem i nazwiskiem, a następnie kliknij „{{label:profile.updatePassword}}”. Podaj obecne hasło, a potem dwukrotnie nowe (co najmniej 8 znaków).\n\nJeśli nie pamiętasz hasła, użyj linku „{{label:login.forgotPassword}}” na stronie logowania: otrzymasz e-mailem link ważny przez 60 minut.',
  },
  changeEmail: {
    question: 'Jak zmienić adres e-mail?',
    answer:
      'Otwórz „{{label:nav.profile}}” i kliknij „{{label:profile.updateLogin}}”. Wpisz nowy adres i potwierdź zmianę obecnym hasłem.\n\nNastępnie możesz logować się loginem lub nowym adresem e-mail.',
  },
}
